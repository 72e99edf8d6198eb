/** The estate's directory of useful numbers. */
export const directoryEntries = {
  'directory.title': 'Directory',
  'directory.empty': 'No directory entries found.',
  'directory.call': 'Call {name}',
  'directory.email': 'E-mail {name}',
  'directory.category.general': 'General',
  'directory.category.home': 'Home maintenance',
  'directory.category.emergency': 'Emergency',
  'directory.category.managingAgents': 'Managing agents',
  'directory.category.medical': 'Medical',
} as const;
