// @vitest-environment jsdom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { Accordion } from './accordion';
import { headerAfterKey, toggledItem } from './accordion-keys';

const ITEMS = ['first', 'second', 'third'].map((title) => ({ title, content: <p>{`${title} answer`}</p> }));

// React asks for this flag before it runs act() outside a test renderer.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('the accordion keys', () => {
  it('moves down and up with wrapping, Home and End to the ends, and ignores other keys', () => {
    expect(headerAfterKey('ArrowDown', 0, 3)).toBe(1);
    expect(headerAfterKey('ArrowDown', 2, 3)).toBe(0);
    expect(headerAfterKey('ArrowUp', 0, 3)).toBe(2);
    expect(headerAfterKey('Home', 2, 3)).toBe(0);
    expect(headerAfterKey('End', 0, 3)).toBe(2);
    expect(headerAfterKey('Enter', 1, 3)).toBeUndefined();
  });

  it('is single-open and collapsible', () => {
    expect(toggledItem(null, 1)).toBe(1);
    expect(toggledItem(1, 2)).toBe(2);
    expect(toggledItem(2, 2)).toBeNull();
  });
});

describe('the prerendered accordion', () => {
  const html = renderToStaticMarkup(<Accordion idPrefix="faq" items={ITEMS} />);
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const buttons = [...doc.querySelectorAll('h3 > button')];

  it('puts each header button in a heading, closed, controlling a labelled, hidden region', () => {
    expect(buttons).toHaveLength(3);
    for (const button of buttons) {
      expect(button.getAttribute('type')).toBe('button');
      expect(button.getAttribute('aria-expanded')).toBe('false');
      const panel = doc.getElementById(button.getAttribute('aria-controls') ?? '');
      expect(panel?.getAttribute('role')).toBe('region');
      expect(panel?.getAttribute('aria-labelledby')).toBe(button.id);
      expect(panel?.hasAttribute('hidden')).toBe(true);
    }
  });

  it('keeps every answer in the HTML and writes no inline style or handler (strict CSP)', () => {
    expect(doc.body.textContent).toContain('third answer');
    expect(html).not.toMatch(/\sstyle=|\son[a-z]+=/i);
  });
});

describe('the hydrated accordion', () => {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  afterEach(() => {
    act(() => {
      root.render(null);
    });
  });
  const render = () => {
    act(() => {
      root.render(<Accordion idPrefix="faq" items={ITEMS} />);
    });
    return [...container.querySelectorAll<HTMLButtonElement>('h3 > button')];
  };
  const expanded = (buttons: HTMLButtonElement[]) => buttons.map((b) => b.getAttribute('aria-expanded'));
  const panelOf = (button: HTMLButtonElement) => document.getElementById(button.getAttribute('aria-controls') ?? '');

  it('opens one item at a time and closes the open one again', () => {
    const buttons = render();
    const [first, second] = buttons;
    if (!first || !second) throw new Error('no headers');
    act(() => {
      first.click();
    });
    expect(expanded(buttons)).toEqual(['true', 'false', 'false']);
    expect(panelOf(first)?.hidden).toBe(false);
    act(() => {
      second.click();
    });
    expect(expanded(buttons)).toEqual(['false', 'true', 'false']);
    expect(panelOf(first)?.hidden).toBe(true);
    act(() => {
      second.click();
    });
    expect(expanded(buttons)).toEqual(['false', 'false', 'false']);
  });

  it('moves focus between headers with the arrows, Home and End, without opening anything', () => {
    const buttons = render();
    const press = (key: string) => {
      act(() => {
        document.activeElement?.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
      });
    };
    buttons[0]?.focus();
    press('ArrowDown');
    expect(document.activeElement).toBe(buttons[1]);
    press('End');
    expect(document.activeElement).toBe(buttons[2]);
    press('ArrowDown');
    expect(document.activeElement).toBe(buttons[0]);
    press('ArrowUp');
    expect(document.activeElement).toBe(buttons[2]);
    press('Home');
    expect(document.activeElement).toBe(buttons[0]);
    expect(expanded(buttons)).toEqual(['false', 'false', 'false']);
  });
});
