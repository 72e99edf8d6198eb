import * as v from 'valibot';

/** Named mutations a client may push. Args are validated by these schemas on both sides. */
const phone = v.pipe(v.string(), v.trim(), v.maxLength(20), v.regex(/^$|^\+?[0-9 ()-]{3,20}$/, 'Please enter a valid phone number'));

export const ContactsSaveArgsSchema = v.object({
  cellNumber: phone,
  homeNumber: phone,
  workNumber: phone,
  emergencyContactName: v.pipe(v.string(), v.trim(), v.maxLength(100)),
  emergencyContactNumber: phone,
});
export type ContactsSaveArgs = v.InferOutput<typeof ContactsSaveArgsSchema>;

export const MUTATIONS = {
  'contacts.save': ContactsSaveArgsSchema,
} as const;
export type MutationName = keyof typeof MUTATIONS;
export type MutationArgs<N extends MutationName> = v.InferOutput<(typeof MUTATIONS)[N]>;
