import userEvent, {
  PointerEventsCheckLevel,
  type Options as UserEventOptions,
  type UserEvent,
} from '@testing-library/user-event';

/** A userEvent instance as every client test drives the app. */
export function setupUser(options: UserEventOptions = {}): UserEvent {
  return userEvent.setup({
    // No pause between keystrokes: the forms are long and nothing here depends on typing speed.
    delay: null,
    // Nothing here reacts to hovering, and each pointer-events check computes the style of the
    // target and all its ancestors; a disabled control still ignores the click.
    skipHover: true,
    pointerEventsCheck: PointerEventsCheckLevel.Never,
    ...options,
  });
}

/**
 * Clicks into a field and pastes `text`: what the form receives is the same as typing it, in one
 * input event instead of one per character (each of which re-renders and re-validates the form).
 * Use `user.type` where the keystrokes themselves are what a test is about.
 */
export async function fill(user: UserEvent, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}
