import type { Job, Queue } from 'bullmq';
import { addJob, handleJob, jobKind, processorsFor } from '../jobs';

const GREET = jobKind<{ name: string }>('email', 'greet');
const COUNT = jobKind<{ n: number }>('metrics', 'count');

const fakeQueue = (name: string) => {
  const added: unknown[][] = [];
  const queue = { name, add: async (...args: unknown[]) => added.push(args) } as unknown as Queue;
  return { queue, added };
};
const fakeJob = (name: string, data: unknown) => ({ name, data }) as Job;

describe('the job registry', () => {
  it('adds a job under its kind’s name, on its own queue only', async () => {
    const email = fakeQueue('email');
    await addJob(email.queue, GREET, { name: 'Grace' }, { jobId: 'g-1' });
    expect(email.added).toEqual([['greet', { name: 'Grace' }, { jobId: 'g-1' }]]);
    expect(() => addJob(fakeQueue('publish').queue, GREET, { name: 'Ada' })).toThrow(
      'A "greet" job belongs on the email queue, not publish',
    );
  });

  it('runs each job by its kind’s handler, with its payload', async () => {
    const seen: string[] = [];
    const processors = processorsFor(
      ['email', 'metrics'],
      [
        handleJob(GREET, async ({ name }) => seen.push(`hello ${name}`)),
        handleJob(COUNT, async ({ n }) => n * 2),
      ],
    );
    await processors.email(fakeJob('greet', { name: 'Grace' }));
    expect(await processors.metrics(fakeJob('count', { n: 21 }))).toBe(42);
    expect(seen).toEqual(['hello Grace']);
    await expect(processors.email(fakeJob('count', { n: 1 }))).rejects.toThrow(
      'Unknown email job: count',
    );
  });
});
