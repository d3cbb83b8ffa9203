import { fieldOf } from '../domain';
import { readFrame, type TopicFrame } from '../frame';

const frame = (topic: string): TopicFrame => readFrame(topic) as TopicFrame;
const field = (topic: string, niches: string[] = ['Sales', 'Leadership']) =>
  fieldOf(frame(topic), niches).id;

describe('the field of a topic', () => {
  it('is named by the topic’s own nouns before the words of another field’s bank', () => {
    // "pricing" and "forecast" are also spending words; the compounds are selling.
    expect(field('What I learned from 100 pricing conversations')).toBe('sales');
    expect(field('Why forecast accuracy matters more than pipeline size')).toBe('sales');
    expect(field('Stop discounting at the end of the quarter')).toBe('sales');
    expect(field('Is cold email dead?')).toBe('sales');
    expect(field('Writing briefs people actually read')).toBe('marketing');
    expect(field('Positioning before messaging')).toBe('marketing');
    expect(field('Running sales meetings that end on time')).toBe('leadership');
    expect(field('Five mistakes new sales managers make')).toBe('sales');
  });

  it('keeps the verb first and the spending words for spending', () => {
    expect(field('Hiring your first account executive')).toBe('hiring');
    expect(field('How we cut our cloud bill by 40%')).toBe('finance');
    expect(field('Cash flow forecasting for small teams', ['Leadership'])).toBe('finance');
  });

  it('lets the niches choose between fields whose words a topic shares equally', () => {
    expect(field('Revenue and margins', ['Sales'])).toBe('sales');
    expect(field('Revenue and margins', ['Finance'])).toBe('finance');
  });
});
