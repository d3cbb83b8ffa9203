import 'reflect-metadata';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { restShape, restShapes } from '../rest-shape';

@ObjectType('ShapeTestFigures')
class Figures {
  @Field(() => Int)
  views: number;
}

@ObjectType('ShapeTestItem')
class Item {
  @Field(() => ID)
  id: string;

  @Field(() => String, { nullable: true })
  title: string | null;

  @Field(() => Figures, { nullable: true })
  figures: Figures | null;

  @Field(() => [Figures])
  history: Figures[];
}

class StoredItem {
  id = 'a1';
  title = 'Hello';
  secret = 'never shown';
  history = [{ views: 1, internal: true }];
  get figures() {
    return { views: 7, cost: 3 };
  }
}

describe('restShape', () => {
  it('answers exactly the declared fields, nested types alike, with _id beside id', () => {
    expect(restShape(Item, new StoredItem())).toEqual({
      _id: 'a1',
      id: 'a1',
      title: 'Hello',
      figures: { views: 7 },
      history: [{ views: 1 }],
    });
  });

  it('answers null for a missing or null field and a missing nested value', () => {
    expect(restShape(Item, { id: 'b2', history: [] })).toEqual({
      _id: 'b2',
      id: 'b2',
      title: null,
      figures: null,
      history: [],
    });
  });

  it('shapes lists item by item', () => {
    expect(restShapes(Figures, [{ views: 1, x: 2 }, { views: 3 }])).toEqual([
      { views: 1 },
      { views: 3 },
    ]);
  });

  it('answers a date as its JSON text, an invalid one as null', () => {
    @ObjectType('ShapeTestDated')
    class Dated {
      @Field(() => ID)
      id: string;

      @Field(() => Date)
      at: Date;

      @Field(() => Date, { nullable: true })
      until: Date | null;
    }
    const at = new Date('2026-03-01T09:30:00.000Z');
    const shaped = restShape(Dated, { id: 'd1', at, until: new Date(NaN) });
    expect(shaped).toEqual({ _id: 'd1', id: 'd1', at: '2026-03-01T09:30:00.000Z', until: null });
    expect(JSON.stringify(shaped)).toBe(
      JSON.stringify({ _id: 'd1', id: 'd1', at, until: new Date(NaN) }),
    );
  });

  it('keeps the order of the declared fields, _id first', () => {
    expect(Object.keys(restShape(Item, new StoredItem()))).toEqual([
      '_id',
      'id',
      'title',
      'figures',
      'history',
    ]);
    expect(Object.keys(restShape(Figures, { views: 1 }))).toEqual(['views']);
  });

  it('refuses a class that is not an object type', () => {
    class Plain {}
    expect(() => restShape(Plain, {})).toThrow('Plain is not a type-graphql object type');
  });
});
