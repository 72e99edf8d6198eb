/** Visitor invite screens (spec 2 'Visitors'; spec 1 /AddVisitor, /Visitor) and the visitor's pass page. */
export const visitorsEntries = {
  'visitors.title': 'Visitor Access',
} as const;
