import { describe, expect, it } from 'vitest';
import type { HomeCategorySettings } from '../../src/contract/home-settings';
import type { Change } from '../../src/contract/sync';
import { ROLES } from '../../src/domain/roles';
import { format } from '../../src/i18n/format';
import { HOME_SETTINGS_MESSAGES as M } from '../../src/i18n/en/home-settings.messages';
import { BAOBAB_RIDGE, GUARD, MANAGER, NEIGHBOUR, useCast, WILLOW_CREEK } from '../helpers/cast';
import type { Caller } from '../helpers/factories';
import { availableDialects } from '../helpers/test-app';
import { pullAll, push } from '../sync/sync-helpers';
import { rowId } from './people-helpers';

const dialects = await availableDialects();
const WC = WILLOW_CREEK.id;
const BR = BAOBAB_RIDGE.id;

const OTHER_MANAGER = {
  email: 'home-settings-other-manager@example.com',
  firstName: 'Other',
  lastName: 'Manager',
  roles: [{ estateId: BR, role: ROLES.estateManager, accessControl: true }],
} as const;

const latest = (changes: Change[], estateId: number): HomeCategorySettings | null | undefined => {
  const last = changes.filter((c) => c.table === 'homeCategorySettings' && c.id === String(estateId)).at(-1);
  return last === undefined ? undefined : last.op === 'del' ? null : (last.data as HomeCategorySettings);
};

describe.each(dialects)('home-category settings on %s', (dialect) => {
  const {
    t,
    people: [neighbour, guard, manager, otherManager],
  } = useCast(dialect, [NEIGHBOUR, GUARD, MANAGER, OTHER_MANAGER]);

  const send = async (who: Caller, args: object) => (await push(t.app, who, rowId('cl'), [{ id: 1, name: 'homeSettings.save', args }])).body.results[0];
  const stored = (estateId: number) => t.ctx.db.selectFrom('home_category_settings').selectAll().where('estate_id', '=', estateId).executeTakeFirst();

  it("the estate's manager turns home categories on with excepted roles; the estate's members pull it, another estate's do not", async () => {
    expect(await send(manager, { estateId: WC, homeCategoryTilesEnabled: true, exceptRoles: [ROLES.guard, ROLES.estateManager, ROLES.guard] })).toEqual({
      id: 1,
      ok: true,
    });
    const row = await stored(WC);
    expect(row && Number(row.tiles_enabled)).toBe(1);
    expect(row && JSON.parse(row.except_roles)).toEqual([ROLES.estateManager, ROLES.guard].sort());
    expect(row?.updated_by).toBe(manager.userId);

    const seen = latest((await pullAll(t.app, neighbour)).changes, WC);
    expect(seen).toMatchObject({ estateId: WC, homeCategoryTilesEnabled: true, exceptRoles: [ROLES.estateManager, ROLES.guard].sort() });
    expect(latest((await pullAll(t.app, otherManager)).changes, WC)).toBeUndefined();

    // Off again: the row follows, published once more.
    expect(await send(manager, { estateId: WC, homeCategoryTilesEnabled: false, exceptRoles: [] })).toEqual({ id: 1, ok: true });
    expect(latest((await pullAll(t.app, neighbour)).changes, WC)).toMatchObject({ homeCategoryTilesEnabled: false, exceptRoles: [] });
  });

  it("refuses a resident, a guard and another estate's manager, writing nothing", async () => {
    const before = await stored(WC);
    for (const who of [neighbour, guard, otherManager]) {
      expect(await send(who, { estateId: WC, homeCategoryTilesEnabled: true, exceptRoles: [] })).toEqual({ id: 1, ok: false, error: M.notManager });
    }
    // A manager of Willow Creek is no manager of Baobab Ridge.
    expect(await send(manager, { estateId: BR, homeCategoryTilesEnabled: true, exceptRoles: [] })).toEqual({ id: 1, ok: false, error: M.notManager });
    expect(await stored(WC)).toEqual(before);
    expect(await stored(BR)).toBeUndefined();
  });

  it("answers the spec's kind of message for bad input, writing nothing", async () => {
    const before = await stored(WC);
    expect(await send(manager, { estateId: WC, homeCategoryTilesEnabled: true, exceptRoles: ['nobody'] })).toEqual({
      id: 1,
      ok: false,
      error: format(M.roleUnknown, { role: 'nobody' }),
    });
    expect(await send(manager, { estateId: WC, homeCategoryTilesEnabled: true, exceptRoles: ['<script>'] })).toEqual({
      id: 1,
      ok: false,
      error: M.invalidRole,
    });
    expect(await send(manager, { estateId: WC, homeCategoryTilesEnabled: true, exceptRoles: Array.from({ length: 51 }, (_, i) => `role${i}`) })).toEqual({
      id: 1,
      ok: false,
      error: M.tooManyRoles,
    });
    const wrongType = await send(manager, { estateId: WC, homeCategoryTilesEnabled: 'yes', exceptRoles: [] });
    expect(wrongType?.ok).toBe(false);
    expect(await stored(WC)).toEqual(before);
  });
});
