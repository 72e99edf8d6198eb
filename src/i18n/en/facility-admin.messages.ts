/**
 * The estate manager's facilities and lagoon settings (issue 25 item 4): the refusals the
 * contract's schemas, the server and the console's forms share, in the product's words.
 */
export const FACILITY_ADMIN_MESSAGES = {
  nameRequired: 'Please enter the facility name.',
  nameTooLong: 'The facility name can be at most 80 characters.',
  namePipe: 'Names cannot contain the | character.',
  locationTooLong: 'The location can be at most 80 characters.',
  descriptionTooLong: 'The description can be at most 1,000 characters.',
  rulesTooLong: 'The rules can be at most 4,000 characters.',
  photosTooMany: 'A facility can have at most 6 photos.',
  photoMissing: 'Please upload the photo again.',
  photoType: 'Photos must be JPEG, PNG or WebP pictures.',
  hours: 'Each open day needs a closing time after its opening time.',
  noOpenDay: 'Open the facility on at least one day.',
  slotLength: 'Please choose a slot length of 15, 30, 45, 60, 90, 120 or 240 minutes.',
  slotFits: 'Each open day must be at least one slot long.',
  capacity: 'Capacity must be a whole number from 1 to 10,000.',
  price: 'The price must be a whole number of cents from 0 to 10,000,000.',
  resourcesCount: 'A facility needs at least 1 and at most 20 resources.',
  resourceName: 'Each resource needs a name of at most 80 characters.',
  resourceUnknown: 'One of the resources does not belong to this facility.',
  notManager: 'Only the estate manager of this estate may change its facilities.',
  notFound: 'This facility could not be found.',
  notFacility: 'The lagoon is set up under Lagoon settings.',
  lagoonResources: 'The lagoon needs its access and at most 10 services.',
  lagoonNumber: 'Please enter whole numbers from 0 to 100,000.',
  lagoonText: 'The message can be at most 300 characters.',
  lagoonUnknown: 'One of the lagoon services does not belong to this estate.',
} as const;
