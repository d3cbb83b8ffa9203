/**
 * The error `promise` fails with, checked to be a `type`; a promise that succeeds fails the test.
 */
export async function failureOf<E>(
  promise: Promise<unknown>,
  type: abstract new (...args: never[]) => E,
): Promise<E> {
  const error = await promise.then(
    () => {
      throw new Error(`expected a ${type.name}, but it succeeded`);
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(type);
  return error as E;
}
