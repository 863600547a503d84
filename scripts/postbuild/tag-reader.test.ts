import fc from 'fast-check';
import { Parser } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { readTags, type TagHandlers } from './tag-reader';

type Event = ['open', string, Record<string, string>] | ['text', string] | ['close', string];

/** Handlers that record what a reader reports, for readTags and for htmlparser2's Parser alike. */
function recorder(events: Event[]): TagHandlers {
  return {
    onopentag: (tag, attributes) => events.push(['open', tag, attributes]),
    ontext: (text) => events.push(['text', text]),
    onclosetag: (tag) => events.push(['close', tag]),
  };
}

function eventsOf(html: string): Event[] {
  const events: Event[] = [];
  readTags(html, recorder(events));
  return events;
}

/**
 * What the checker reads of a page, by either reader: tags with attributes, all text, and the
 * ends of scripts (an end tag with no script open ends nothing).
 */
type Reading = { tags: string[]; text: string; scriptEnds: number };

function readingOf(events: Event[]): Reading {
  const reading: Reading = { tags: [], text: '', scriptEnds: 0 };
  let inScript = false;
  for (const event of events) {
    if (event[0] === 'open' && Object.keys(event[2]).length > 0) reading.tags.push(JSON.stringify(event.slice(1)));
    if (event[0] === 'open' && event[1] === 'script') inScript = true;
    if (event[0] === 'text') reading.text += event[1];
    if (event[0] === 'close' && event[1] === 'script' && inScript) {
      reading.scriptEnds += 1;
      inScript = false;
    }
  }
  return reading;
}

function parserReading(html: string): Reading {
  const events: Event[] = [];
  new Parser(recorder(events), { decodeEntities: false }).end(html);
  return readingOf(events);
}

describe('readTags', () => {
  it('reports start tags with their attributes, text and end tags, in order', () => {
    expect(eventsOf('<p class="a" ID=x hidden>Hi <a HREF=\'/en/\'>there</a></P>')).toEqual([
      ['open', 'p', { class: 'a', id: 'x', hidden: '' }],
      ['text', 'Hi '],
      ['open', 'a', { href: '/en/' }],
      ['text', 'there'],
      ['close', 'a'],
      ['close', 'p'],
    ]);
  });

  it('keeps the first of a repeated attribute and leaves character references as written', () => {
    expect(eventsOf('<a href="/a?x=1&amp;y=2" href="/b">&lt;</a>')).toEqual([
      ['open', 'a', { href: '/a?x=1&amp;y=2' }],
      ['text', '&lt;'],
      ['close', 'a'],
    ]);
  });

  it('reads a script as text up to its end tag, and closes a script left open at the end', () => {
    expect(eventsOf('<script>if (a <b) "</p>";</SCRIPT><script type="module">x()')).toEqual([
      ['open', 'script', {}],
      ['text', 'if (a <b) "</p>";'],
      ['close', 'script'],
      ['open', 'script', { type: 'module' }],
      ['text', 'x()'],
      ['close', 'script'],
    ]);
  });

  it('skips comments, doctypes and CDATA', () => {
    expect(eventsOf('<!doctype html><!-- <a href="/x"> --><svg><![CDATA[<b id="y">]]></svg>')).toEqual([
      ['open', 'svg', {}],
      ['close', 'svg'],
    ]);
  });

  it("reads what htmlparser2's Parser reads of the tags, text and scripts of any markup", () => {
    const fragment = fc.oneof(
      fc.constantFrom(
        '<a href="/en/">',
        '</a>',
        '<A HREF=/it/ id=x>',
        '<img src=/i.png alt="a > b" />',
        '<div id="a" id="b" data-x>',
        '</div>',
        '<script>',
        '<script type="application/ld+json">',
        '</script>',
        '<style>',
        '</style>',
        '<!-- c -->',
        '<![CDATA[x]]>',
        '<title>',
        '</title>',
        '<textarea>',
        '</textarea>',
        '<br/>',
        '<p>',
        '&amp;',
        '<',
        '>',
        '"',
        '<meta http-equiv="refresh" content="0; url=/en/">',
      ),
      fc.string({ maxLength: 8 }),
    );
    fc.assert(
      fc.property(fc.array(fragment, { maxLength: 20 }), (fragments) => {
        const html = fragments.join('');
        expect(readingOf(eventsOf(html))).toEqual(parserReading(html));
      }),
      { numRuns: 2000 },
    );
  });
});
