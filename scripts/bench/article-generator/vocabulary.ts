import type { Language } from '../../../src/i18n/languages';

/** The words an article of one language is made of. */
export type Vocabulary = {
  words: readonly string[];
  /** Section headings (`##`); an article uses each at most once. */
  headings: readonly string[];
  /** Title subjects, also the article's keywords. */
  topics: readonly string[];
  titles: readonly ((first: string, second: string) => string)[];
  /** "See also", before the closing links. */
  seeAlso: string;
  /** The closing link to an outside reference. */
  reference: string;
};

export const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
const wordList = (words: string) => words.trim().split(/\s+/);
const phraseList = (phrases: string) => phrases.split('|').map((phrase) => phrase.trim());

/**
 * The same vocabularies as the Astro peer's generator (`shared/bench/peer-astro/gen.mjs`), so a
 * benchmark builds the same Markdown bodies as the peer does. Filler text, not copy: it exists to
 * give the build realistic sizes and structure.
 */
export const VOCABULARIES: Record<Language, Vocabulary> = {
  en: {
    words: wordList(`the a of and to in is that for it with as on by this from at are be or an not which
      system data model design network process value method result change user service build page
      content article language search index cache request response server client browser query
      performance memory storage budget speed latency error failure test release version feature
      team project plan review update people time year week morning evening city river garden
      kitchen market bridge window library museum journey history story question answer idea
      simple careful quick steady bright quiet modern ancient local global small large early late
      clear open private public shared static dynamic stable fragile robust light heavy warm cold
      writes reads builds runs checks measures improves reduces explains describes renders serves
      stores loads moves grows keeps finds shows makes takes gives helps starts stops opens closes
      often rarely always usually quickly slowly carefully together however therefore meanwhile
      because although while before after during between across through under over around`),
    headings: phraseList(`Background | Why it matters | A closer look | Common mistakes | Practical steps
      | Measuring the result | Trade-offs | What we learned | Going further | A short example
      | Edge cases | Tools and setup | Reading the numbers | Next steps | Summary`),
    topics: wordList(`static site markdown travel cooking garden river library performance caching history
      design language search city market bridge museum coffee music winter summer mountain coast`),
    titles: [
      (a, b) => `A guide to ${a} and ${b}`,
      (a, b) => `How ${a} shapes ${b}`,
      (a, b) => `Notes on ${a} for ${b} lovers`,
      (a, b) => `The quiet art of ${a} and ${b}`,
      (a, b) => `${capitalise(a)} versus ${b}: a field report`,
      (a, b) => `Ten lessons about ${a} from ${b}`,
    ],
    seeAlso: 'See also',
    reference: 'the reference notes',
  },
  it: {
    words: wordList(`il la lo di e a in che per con come su da questo questa del della sono essere o un una non
      sistema dati modello progetto rete processo valore metodo risultato cambiamento utente servizio
      pagina contenuto articolo lingua ricerca indice memoria richiesta risposta server browser
      prestazioni archivio velocità latenza errore guasto prova versione funzione squadra piano
      revisione aggiornamento persone tempo anno settimana mattina sera città fiume giardino cucina
      mercato ponte finestra biblioteca museo viaggio storia domanda risposta idea semplice attento
      rapido costante luminoso tranquillo moderno antico locale globale piccolo grande presto tardi
      chiaro aperto privato pubblico condiviso statico dinamico stabile fragile robusto leggero
      pesante caldo freddo scrive legge costruisce esegue controlla misura migliora riduce spiega
      descrive mostra serve conserva carica sposta cresce tiene trova fa prende dà aiuta inizia
      spesso raramente sempre solitamente rapidamente lentamente insieme tuttavia quindi intanto
      perché sebbene mentre prima dopo durante tra attraverso sotto sopra intorno`),
    headings: phraseList(`Contesto | Perché è importante | Uno sguardo più da vicino | Errori comuni | Passi pratici
      | Misurare il risultato | Compromessi | Cosa abbiamo imparato | Per andare oltre
      | Un breve esempio | Casi limite | Strumenti e configurazione | Leggere i numeri
      | Prossimi passi | Riepilogo`),
    topics: wordList(`statico sito markdown viaggio cucina giardino fiume biblioteca prestazioni cache storia
      design lingua ricerca città mercato ponte museo caffè musica inverno estate montagna costa`),
    titles: [
      (a, b) => `Guida a ${a} e ${b}`,
      (a, b) => `Come ${a} influenza ${b}`,
      (a, b) => `Appunti su ${a} per chi ama ${b}`,
      (a, b) => `L'arte tranquilla di ${a} e ${b}`,
      (a, b) => `${capitalise(a)} contro ${b}: un resoconto`,
      (a, b) => `Dieci lezioni su ${a} da ${b}`,
    ],
    seeAlso: 'Vedi anche',
    reference: 'le note di riferimento',
  },
};
