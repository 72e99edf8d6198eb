import type { Area } from './catalogue';

/** Identity onboarding (spec 2 'Facial and document onboarding') and the consent screen. */

/** The spec's upload messages (spec 2 section 8). */
export const UPLOAD_MESSAGES = {
  faceFailed:
    'Upload Failed: Your image did not upload successfully. Please remove your glasses if you are wearing any and make sure that your face is in the center of the frame.',
  galleryFailed: 'Upload Failed: Your image did not upload successfully.',
  other: 'An error has occured, please try again later.',
  uploaded: 'Image Uploaded',
  onboardingDone: 'Onboarding completed successfully',
} as const;

export const onboardingEntries = {
  'onboarding.title': 'Access onboarding',

  // /accessonboarding and /associates/accessonboarding
  'onboarding.intro.heading': "Let's get you into the estate quickly",
  'onboarding.intro.headingAssociate': "Let's get your associate loaded!",
  'onboarding.intro.camera':
    'We will use your camera to take a photo of your face. When your browser asks, allow access to the camera. The photo is shown to the guard at the gate, who compares it with you: no biometric template is made.',
  'onboarding.intro.cameraAssociate':
    "We will use your camera to take a photo of your associate's face. When your browser asks, allow access to the camera. The photo is shown to the guard at the gate, who compares it with your associate: no biometric template is made.",
  'onboarding.continue': 'Continue',
  'onboarding.noThanks': 'No Thanks',
  'onboarding.next': 'Next',
  'onboarding.back': 'Back',
  'onboarding.done': 'Done',
  'onboarding.slide': 'Step {n} of {total}',
  'onboarding.noConfig': 'The onboarding steps for your estate are not available on this device yet. Connect to the internet to load them.',
  'onboarding.wizardTitle': 'Onboarding',
  'onboarding.completeTitle': 'Onboarding complete',
  'onboarding.faceTitle': 'Facial Recognition',
  'onboarding.faceLabel': 'Take a photo of your face',
  'onboarding.faceLabelAssociate': "Take a photo of your associate's face",
  'onboarding.uploading': 'Uploading your photo…',
  'onboarding.savedOffline': 'You are offline. Your photo is saved on this device and will be uploaded when you are back online.',
  'onboarding.retry': 'Try again',
  'onboarding.declined': 'Nothing was captured. The estate can confirm who you are in person at the gate instead.',

  // CameraCapture
  'onboarding.camera.capture': 'Capture',
  'onboarding.camera.switch': 'Switch camera',
  'onboarding.camera.retake': 'Retake',
  'onboarding.camera.cancel': 'Cancel',
  'onboarding.camera.pick': 'Choose a photo',
  'onboarding.camera.starting': 'Starting the camera…',
  'onboarding.camera.noCamera': 'No camera could be used on this device. Take or choose a photo instead.',
  'onboarding.camera.denied': 'Access to the camera was refused. Allow the camera in your browser settings, or take or choose a photo instead.',
  'onboarding.camera.preview': 'Captured photo',

  // DocumentCapture
  'onboarding.document.front': 'Front of your {documentType}',
  'onboarding.document.back': 'Back of your {documentType}',
  'onboarding.document.reading': 'Reading the document…',
  'onboarding.document.notRead': 'The barcode could not be read. The photo is kept; please type the details yourself.',
  'onboarding.document.idInvalid': 'The ID number on this document is not a valid SA ID number. Please capture the document again.',
  'onboarding.document.mrzLabel': 'Machine-readable lines (the two lines of letters, digits and < at the bottom of the photo page)',
  'onboarding.document.mrzHint': 'Type or paste both lines exactly as printed, one per line.',
  'onboarding.document.mrzReading': 'Reading the machine-readable lines from the picture…',
  'onboarding.document.mrzRead': 'Read from the picture: please check the lines, correct any character if needed, then Continue.',
  'onboarding.document.mrzNotRead': 'The lines could not be read from the picture: please type them, or retake the picture.',
  'onboarding.document.mrzFormat': 'These lines are not a passport machine-readable zone: two lines of 44 characters are expected.',
  'onboarding.document.mrzCheckDigit': 'The check digit of the {field} does not match. Please check what you typed.',
  'onboarding.document.mrzInvalid': 'The machine-readable lines could not be checked ({field}). Please check what you typed.',
  'onboarding.document.continue': 'Continue',
  'onboarding.document.skipMrz': 'Continue without the machine-readable lines',

  // ConsentDialog (POPIA); bump CONSENT_VERSION in src/contract/people.ts when this text changes
  'onboarding.consent.title': 'Consent to collect personal information',
  'onboarding.consent.intro': 'Before a photo of {name} or of their identity document is taken, please read what happens to it.',
  'onboarding.consent.whatHeading': 'What is collected',
  'onboarding.consent.what': "A photo of {name}'s face, their ID or passport number, and pictures of their identity document.",
  'onboarding.consent.whyHeading': 'Why',
  'onboarding.consent.why': 'So that the guard at the gate can confirm it is {name}, and so that the estate can manage their access.',
  'onboarding.consent.howLongHeading': 'For how long',
  'onboarding.consent.howLong': 'Until {name} is removed from the estate, plus {days} days; then the photos and the ID number are deleted.',
  'onboarding.consent.whoHeading': 'Who sees it',
  'onboarding.consent.who':
    "The resident who added {name}, the unit's associate delegate, and the estate's managers and guards. Every time someone views an ID number or a document picture, it is logged.",
  'onboarding.consent.choice': 'Giving consent is voluntary. If you decline, nothing is captured and the estate can confirm who {name} is in person instead.',
  'onboarding.consent.accept': 'I Accept',
  'onboarding.consent.decline': 'Decline',
} as const;

/** Registers this area with the catalogue: `./index.ts` finds this file, and its keys join `MessageKey`. */
declare module './catalogue' {
  interface Catalogue extends Area<typeof onboardingEntries> {}
}

export default onboardingEntries;
