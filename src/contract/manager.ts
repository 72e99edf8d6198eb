import * as v from 'valibot';

/**
 * Estate manager console: one card per member (user holding a role) of an estate, published
 * to the `manager:<estate>` sync scope that only that estate's managers read. It carries the
 * member's e-mail, so it never goes to the guards' `gate:` scope.
 */
export const MemberCardSchema = v.object({
  /** `${estateId}:${userId}` */
  id: v.string(),
  estateId: v.number(),
  userId: v.string(),
  displayName: v.string(),
  email: v.string(),
  /** The member's highest-ranked role at the estate. */
  roleName: v.string(),
  roleDisplayName: v.string(),
  unitNo: v.string(),
  /** The estate is in the member's access-location list. */
  accessControl: v.boolean(),
  /** Revoked at the gate by a manager (or on account deletion). */
  banned: v.boolean(),
});
export type MemberCard = v.InferOutput<typeof MemberCardSchema>;

export const memberCardId = (estateId: number, userId: string) => `${estateId}:${userId}`;
