import { useTestApp } from '../../../test/support/app';
import { bearer, registerUser } from '../../../test/support/factories';
import { PostingFrequency1733040000000 } from '../migrations/1733040000000-PostingFrequency';

const app = useTestApp();

it("reads stored biweekly and monthly as weekly, and a schedule's frequency as the account's", async () => {
  const [biweekly, monthly, scheduled, daily] = await Promise.all(
    [1, 2, 3, 4].map(() => registerUser(app)),
  );
  await app
    .http()
    .put('/api/schedule')
    .set(bearer(scheduled))
    .send({
      timezone: 'UTC',
      frequency: 'custom',
      customDays: ['monday'],
      timeSlots: ['09:00'],
      autoPost: false,
      isActive: true,
    })
    .expect(200);
  const { dataSource } = app.api.infra;
  // As an install from before stored them.
  const store = (userId: string, frequency: string) =>
    dataSource.query(`UPDATE users SET posting_frequency = $2 WHERE id = $1`, [userId, frequency]);
  await store(biweekly.id, 'biweekly');
  await store(monthly.id, 'monthly');
  await store(scheduled.id, 'monthly');

  const runner = dataSource.createQueryRunner();
  try {
    await new PostingFrequency1733040000000().up(runner);
  } finally {
    await runner.release();
  }
  const frequencyOf = async (userId: string) =>
    (
      (await dataSource.query(`SELECT posting_frequency FROM users WHERE id = $1`, [userId])) as {
        posting_frequency: string;
      }[]
    )[0]!.posting_frequency;
  expect(await frequencyOf(biweekly.id)).toBe('weekly');
  expect(await frequencyOf(monthly.id)).toBe('weekly');
  expect(await frequencyOf(scheduled.id)).toBe('custom');
  expect(await frequencyOf(daily.id)).toBe('daily');
});
