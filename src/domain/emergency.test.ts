import { describe, expect, it } from 'vitest';
import type { Tile } from '../contract/records';
import { besideTheList, emergencyNumbers, sameNumber, tilesBesideTheList } from './emergency';

const tile = (title: string, icon: string, navigateType: Tile['navigateType'], number = ''): Tile => ({
  id: `91:resident:emergency:${title}`,
  estateId: 91,
  roleName: 'resident',
  tileDisplayTitle: title,
  tilePriority: 11,
  tileEnabled: true,
  tileAppLocation: 'emergency',
  tileBackofficeName: `emergency_${title.toLowerCase().replace(/ /g, '-')}`,
  tileDisplayTitleEnabled: true,
  tileDescription: '',
  tileDescriptionEnabled: false,
  iconName: icon,
  iconEnabled: true,
  cssBackGroundColour: '#c62828',
  cssFontColour: '#ffffff',
  cssDefaultSize: 'medium',
  cssRoundCornerPerc: '0 5 0 5',
  cssBorderWidthPerc: '1',
  navigateType,
  navigatePath: navigateType === 'local' ? '/emergency' : '',
  tileContactPerson: '',
  tileContactNumber: number,
  categoryLocation: 'emergency',
});

describe('emergencyNumbers', () => {
  it("lists the estate's control room first, then police 10111, its ambulance provider and its fire service", () => {
    const list = emergencyNumbers({ controlRoomNumber: '011 465 0199', ambulanceNumber: '084 124', fireNumber: '011 375 5911' });
    expect(list.map((e) => [e.kind, e.number, e.href, e.estates])).toEqual([
      ['controlRoom', '011 465 0199', 'tel:0114650199', true],
      ['police', '10111', 'tel:10111', false],
      ['ambulance', '084 124', 'tel:084124', true],
      ['fire', '011 375 5911', 'tel:0113755911', true],
    ]);
  });

  it('falls back to the national ambulance number and 112 for fire, and lists no control room the estate has not set', () => {
    expect(emergencyNumbers({ controlRoomNumber: '', ambulanceNumber: ' ', fireNumber: '' }).map((e) => [e.kind, e.number])).toEqual([
      ['police', '10111'],
      ['ambulance', '10177'],
      ['fire', '112'],
    ]);
    // A row synced before the estate had the fields, or no row yet.
    expect(emergencyNumbers({}).map((e) => e.number)).toEqual(['10111', '10177', '112']);
    expect(emergencyNumbers(undefined).map((e) => e.number)).toEqual(['10111', '10177', '112']);
  });

  it('never gives ambulance and fire the same default number', () => {
    const [, , ambulance, fire] = emergencyNumbers({ controlRoomNumber: '1' });
    expect(ambulance?.number).not.toBe(fire?.number);
  });
});

describe('the list on every screen', () => {
  const list = emergencyNumbers({ controlRoomNumber: '011 465 0199', ambulanceNumber: '084 124' });

  it('reads one number however it is written', () => {
    expect(sameNumber('+27 11 465 0199', '011 465 0199')).toBe(true);
    expect(sameNumber('011-465-0199', '0114650199')).toBe(true);
    expect(sameNumber('011 465 0199', '011 465 0100')).toBe(false);
    expect(sameNumber('', '')).toBe(false);
  });

  it("drops the estate's contacts the list already has (its control room, its ambulance provider)", () => {
    const contacts = [
      { name: 'Control Room', number: '011 465 0199' },
      { name: 'Armed Response', number: '086 111 2222' },
      { name: 'Ambulance (ER24)', number: '084 124' },
      { name: 'SAPS Douglasdale', number: '011 700 6000' },
    ];
    expect(besideTheList(contacts, list).map((c) => c.name)).toEqual(['Armed Response', 'SAPS Douglasdale']);
  });

  it("keeps the spec's other tiles and drops the Ambulance and Fire tiles the list shows with the estate's numbers", () => {
    const tiles = [
      tile('Ambulance', 'ambulance', 'call', '10177'),
      tile('Follow Me', 'car', 'call', '0861 000 123'),
      tile('Fire', 'fire', 'call', '112'),
      tile('Emergency Contacts', 'phone', 'local'),
      tile('Gate', 'shield', 'call', '011 465 0199'),
    ];
    expect(tilesBesideTheList(tiles, list).map((t) => t.tileDisplayTitle)).toEqual(['Follow Me', 'Emergency Contacts']);
  });
});
