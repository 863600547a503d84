export { Accordion, type AccordionItem } from './accordion';
