import { describe, expect, it } from 'vitest';
import { findWordFigures, type FigureKind } from './figure-words';

const found = (text: string) => findWordFigures(text).map(({ written, kind }) => [written, kind]);
const each = (kind: FigureKind, phrases: string[]) => {
  for (const phrase of phrases) expect(found(phrase), phrase).toEqual([[phrase, kind]]);
};

describe('figures written in words (figure-words.ts)', () => {
  it('finds multipliers in each language', () => {
    each('multiplier', ['due volte', 'cinque volte', 'dieci volte', 'il doppio', 'del triplo', 'raddoppiato']);
    each('multiplier', ['twice', 'thrice', 'three times', 'Five times', 'twenty-two times', 'doubled', 'tripled']);
    expect(found('Le candidature sono il doppio di prima.')).toEqual([['il doppio', 'multiplier']]);
    expect(found('It can double the applications.')).toEqual([['double the', 'multiplier']]);
    expect(found('In December its volumes double, and it hires.')).toEqual([['double', 'multiplier']]);
  });

  it('finds fractions in each language', () => {
    each('fraction', ['metà', 'dimezzati']);
    for (const [text = '', fraction] of [
      ['ridotti di un quarto.', 'un quarto'],
      ['in un terzo del tempo', 'un terzo'],
      ['due terzi dei candidati', 'due terzi'],
      ['tre quarti in meno', 'tre quarti'],
      ['down by a quarter.', 'a quarter'],
      ['in a third of the time', 'a third'],
      ['two thirds of the roles', 'two thirds'],
      ['half of them', 'half'],
      ['costs were halved', 'halved'],
    ])
      expect(found(text), text).toEqual([[fraction, 'fraction']]);
  });

  it('finds ratios, the numbers in words or digits, with a few words between', () => {
    each('ratio', ['sei su dieci', 'sei inserimenti su dieci', "Un'assunzione tecnica su quattro", 'una su quattro']);
    each('ratio', ['9 su 10', '9 in 10', 'nine in ten', 'One technical hire in four', 'three out of four']);
  });

  it('finds number words before "per cento" and "percent"', () => {
    each('percent', ['cinquanta per cento', 'venticinque percento', 'ventitré per cento', 'cento per cento']);
    each('percent', ['fifty percent', 'twenty-five per cent', 'a hundred percent', 'Forty-one percent']);
  });

  it('reads "un", "una" and "uno" alone as articles, and a single time as no multiplier', () => {
    for (const text of [
      'Un candidato, una prova e uno screening.',
      'una volta al mese',
      'a volte capita',
      'One recruiter, one time, a few times, many times.',
    ])
      expect(found(text), text).toEqual([]);
  });

  it('leaves ordinary copy alone: ordinals, compounds, paces, round-the-clock and the time of day', () => {
    for (const text of [
      'Il terzo colloquio è un terzo colloquio tecnico.',
      'un quarto d’ora e un quarto turno',
      'il doppio turno e una doppia verifica',
      'a half-day workshop with a third-party tool, the third round',
      'a double shift and a double-check',
      '15 tecnici in 30 giorni, 2 hires in 3 days, three roles in two weeks',
      '24 ore su 24, sette giorni su sette, 5 su 5',
      'Trusted by 500 teams in 12 countries',
    ])
      expect(found(text), text).toEqual([]);
  });

  it('gives each figure once, in order, where it starts', () => {
    expect(findWordFigures('Tre volte più rapidi, con metà dei costi.')).toEqual([
      { index: 0, written: 'Tre volte', kind: 'multiplier' },
      { index: 26, written: 'metà', kind: 'fraction' },
    ]);
    // A multiplier and a ratio at once ("3 times in 10"): one figure.
    expect(found('tre volte su dieci')).toEqual([['tre volte', 'multiplier']]);
  });
});
