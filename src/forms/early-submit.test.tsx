// @vitest-environment jsdom
import { act, useRef, type SyntheticEvent } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AWAITING_CODE, holdEarlySubmits, holdsEarlySubmit } from './early-submit';
import { SubmitButton } from './submit-button';

Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', true);

function Form({ onSubmit }: { onSubmit: (event: SyntheticEvent<HTMLFormElement>) => void }) {
  const button = useRef<HTMLButtonElement>(null);
  return (
    <form noValidate onSubmit={onSubmit}>
      <input name="email" defaultValue="" />
      <SubmitButton buttonRef={button} submitting={false} label="Send" busyLabel="Sending…" />
    </form>
  );
}

let container: HTMLDivElement;
let root: Root | undefined;
const form = () => container.querySelector('form') ?? expect.unreachable('no form');
const button = () => container.querySelector('button') ?? expect.unreachable('no button');

/** The page as prerendered, before any of its code has run but the starter's. */
function prerender() {
  container = document.createElement('div');
  container.innerHTML = renderToString(<Form onSubmit={() => undefined} />);
  document.body.append(container);
}

async function hydrate(onSubmit: (event: SyntheticEvent<HTMLFormElement>) => void) {
  await act(async () => {
    root = hydrateRoot(container, <Form onSubmit={onSubmit} />);
    await Promise.resolve();
  });
}

beforeAll(() => {
  holdEarlySubmits();
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
});

describe('a form pressed before its code runs', () => {
  it('is held, its button busy, and sent once through the form when its code runs', async () => {
    prerender();
    expect(button().hasAttribute(AWAITING_CODE)).toBe(true);
    const pressed = new Event('submit', { bubbles: true, cancelable: true });
    form().dispatchEvent(pressed);
    form().dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    expect(pressed.defaultPrevented).toBe(true);
    expect(holdsEarlySubmit(container)).toBe(true);
    expect(button().getAttribute('aria-busy')).toBe('true');

    const onSubmit = vi.fn((event: SyntheticEvent<HTMLFormElement>) => {
      event.preventDefault();
    });
    // React's development build reports the starter's marks as a mismatch; production says nothing.
    const mismatch = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await hydrate(onSubmit);
    mismatch.mockRestore();
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(holdsEarlySubmit(container)).toBe(false);
    expect(button().hasAttribute(AWAITING_CODE)).toBe(false);
    expect(button().getAttribute('aria-busy')).toBe('false');
  });

  it('is left to the form once its code runs, and nothing is sent when nothing was pressed', async () => {
    prerender();
    const onSubmit = vi.fn((event: SyntheticEvent<HTMLFormElement>) => {
      event.preventDefault();
    });
    await hydrate(onSubmit);
    expect(onSubmit).not.toHaveBeenCalled();
    act(() => {
      form().requestSubmit(button());
    });
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(holdsEarlySubmit(container)).toBe(false);
  });
});
