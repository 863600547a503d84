import { QuoteType, Tokenizer } from 'htmlparser2';

/** What `readTags` reports of a page, in document order. */
export type TagHandlers = {
  onopentag(tag: string, attributes: Record<string, string>): void;
  ontext(text: string): void;
  onclosetag(tag: string): void;
};

/**
 * htmlparser2's tokenizer without the Parser's stack of implied end tags, which the checker
 * never needs. Values are as written (references undecoded); an unclosed `<script>` is closed.
 */
export function readTags(html: string, handlers: TagHandlers): void {
  let tag = '';
  let attributes: Record<string, string> = {};
  let attributeName = '';
  let attributeValue = '';
  let openScript = false;
  const slice = (start: number, end: number) => html.slice(start, end);
  const ignore = () => undefined;
  const openTagEnd = () => {
    handlers.onopentag(tag, attributes);
    if (tag === 'script') openScript = true;
  };
  const tokenizer = new Tokenizer(
    { decodeEntities: false },
    {
      onopentagname(start, end) {
        tag = slice(start, end).toLowerCase();
        attributes = {};
      },
      onattribname(start, end) {
        attributeName = slice(start, end).toLowerCase();
        attributeValue = '';
      },
      onattribdata(start, end) {
        attributeValue += slice(start, end);
      },
      onattribend(quote) {
        if (!Object.hasOwn(attributes, attributeName))
          attributes[attributeName] = quote === QuoteType.NoValue ? '' : attributeValue;
      },
      onopentagend: openTagEnd,
      onselfclosingtag: openTagEnd,
      ontext(start, end) {
        handlers.ontext(slice(start, end));
      },
      onclosetag(start, end) {
        const name = slice(start, end).toLowerCase();
        if (name === 'script') openScript = false;
        handlers.onclosetag(name);
      },
      onend() {
        if (openScript) handlers.onclosetag('script');
      },
      // With entities left alone, the tokenizer reports none; comments, CDATA (a comment in
      // HTML), doctypes and processing instructions hold nothing the checker reads.
      onattribentity: ignore,
      ontextentity: ignore,
      oncomment: ignore,
      oncdata: ignore,
      ondeclaration: ignore,
      onprocessinginstruction: ignore,
    },
  );
  tokenizer.write(html);
  tokenizer.end();
}
