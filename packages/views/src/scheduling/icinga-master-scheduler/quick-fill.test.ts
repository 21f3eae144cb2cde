import { daysToFill } from './quick-fill';

describe('Icinga-Master quick-fill (spec 02 §4)', () => {
  const empty = [null, null, null, null, null];

  it('a Monday pick fills Monday to Friday when Tuesday to Friday are empty', () => {
    expect(daysToFill(empty, 0, 7)).toEqual([0, 1, 2, 3, 4]);
    // Monday itself may have someone: it is replaced, the rest filled.
    expect(daysToFill([5, null, null, null, null], 0, 7)).toEqual([0, 1, 2, 3, 4]);
  });

  it('a Monday pick saves only Monday when any of Tuesday to Friday is planned', () => {
    expect(daysToFill([null, null, null, null, 10], 0, 7)).toEqual([0]);
    expect(daysToFill([null, 7, null, null, null], 0, 7)).toEqual([0]);
  });

  it('a Saturday pick fills Saturday and Sunday when Sunday is empty, else only Saturday', () => {
    expect(daysToFill([null, null], 0, 10)).toEqual([0, 1]);
    expect(daysToFill([null, 5], 0, 10)).toEqual([0]);
  });

  it('other days and clearing never fill', () => {
    expect(daysToFill(empty, 2, 7)).toEqual([2]);
    expect(daysToFill([null, null], 1, 7)).toEqual([1]);
    expect(daysToFill([7, null, null, null, null], 0, null)).toEqual([0]);
  });
});
