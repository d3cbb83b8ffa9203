import { getMetadataStorage } from 'type-graphql';

/** A type-graphql object type (a class decorated with @ObjectType). */
export type ObjectTypeClass = abstract new (...args: never[]) => unknown;

interface ShapeField {
  /** The property read from the value, as type-graphql's own resolvers read it. */
  property: string;
  /** The field's name in the contract, and in the REST answer. */
  name: string;
  /** The field's object type, when it is one (shaped in turn); null for scalars and enums. */
  objectType: ObjectTypeClass | null;
}

const shapes = new Map<ObjectTypeClass, ShapeField[]>();

function fieldsOf(type: ObjectTypeClass): ShapeField[] {
  let fields = shapes.get(type);
  if (fields) return fields;
  const storage = getMetadataStorage();
  const isObjectType = (candidate: unknown): candidate is ObjectTypeClass =>
    typeof candidate === 'function' && storage.objectTypes.some((o) => o.target === candidate);
  fields = storage.fields
    .filter((field) => field.target === type || type.prototype instanceof field.target)
    .map((field) => {
      const fieldType: unknown = field.getType();
      return {
        property: field.name,
        name: field.schemaName,
        objectType: isObjectType(fieldType) ? fieldType : null,
      };
    });
  if (fields.length === 0) throw new Error(`${type.name} is not a type-graphql object type`);
  shapes.set(type, fields);
  return fields;
}

/** Whether each type's answer gets `_id`: it has an `id` (and no field of that name itself). */
const withIds = new Map<ObjectTypeClass, boolean>();

function shape(type: ObjectTypeClass, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (Array.isArray(value)) return value.map((item) => shape(type, item));
  const source = value as Record<string, unknown>;
  const fields = fieldsOf(type);
  let hasId = withIds.get(type);
  if (hasId === undefined) {
    const names = new Set(fields.map((field) => field.name));
    hasId = names.has('id') && !names.has('_id');
    withIds.set(type, hasId);
  }
  // The specification's REST answers name an object's id `_id`, beside the contract's `id`
  // (first, then the fields in order).
  const answer: Record<string, unknown> = hasId ? { _id: null } : {};
  for (const field of fields) {
    const fieldValue = source[field.property];
    answer[field.name] = field.objectType
      ? shape(field.objectType, fieldValue)
      : (fieldValue ?? null);
  }
  if (hasId) answer._id = answer.id;
  else if ('id' in answer) return { _id: answer.id, ...answer };
  return answer;
}

/**
 * A value as the REST adapter answers it: exactly the fields its GraphQL type declares (read
 * from the type-graphql class, so REST never spells a shape again), nested types alike, and
 * `_id` beside each `id`. What a service returns beyond the contract (an entity's other columns)
 * never reaches the answer.
 */
export function restShape(type: ObjectTypeClass, value: unknown): Record<string, unknown> {
  return shape(type, value) as Record<string, unknown>;
}

/** A list shaped as restShape does, item by item. */
export function restShapes(type: ObjectTypeClass, values: readonly unknown[]): unknown[] {
  return values.map((value) => shape(type, value));
}
