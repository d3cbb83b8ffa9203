import { addTimeSlot } from '../scheduleForm';

describe('addTimeSlot', () => {
  it("starts at the user's default posting time, 09:00 when none is given", () => {
    expect(addTimeSlot(['18:00'])).toEqual(['18:00', '09:00']);
    expect(addTimeSlot(['18:00'], '07:30')).toEqual(['18:00', '07:30']);
  });

  it('proposes the next free whole hour when that time is taken, past midnight too', () => {
    expect(addTimeSlot(['09:00'])).toEqual(['09:00', '10:00']);
    expect(addTimeSlot(['09:00', '10:00', '11:00'])).toEqual(['09:00', '10:00', '11:00', '12:00']);
    expect(addTimeSlot(['23:15'], '23:15')).toEqual(['23:15', '00:00']);
  });
});
