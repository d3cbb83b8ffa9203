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

  it('refuses a class that is not an object type', () => {
    class Plain {}
    expect(() => restShape(Plain, {})).toThrow('Plain is not a type-graphql object type');
  });
});
