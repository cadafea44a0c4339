import fc from 'fast-check';
import { returnsAtPrices } from '../betslip/systemBets';
import { ODDS_FORMATS } from '../oddsFormat';
import {
  currencyRuleOfAmount,
  dateTimeText,
  eventDateText,
  moneyText,
  moneyWithCodeText,
  oddsText,
  oddsTextOfMilli,
  type DayWords,
} from './display';

/** Today and Tomorrow as the catalogues of a few languages say them. */
const WORDS: Record<string, DayWords> = {
  en: { today: 'Today', tomorrow: 'Tomorrow' },
  es: { today: 'Hoy', tomorrow: 'Mañana' },
  pt: { today: 'Hoje', tomorrow: 'Amanhã' },
  sc: { today: '今天', tomorrow: '明天' },
  th: { today: 'วันนี้', tomorrow: 'พรุ่งนี้' },
};

const EUR = { precision: 2, scaledBy1000: false };
const euro = { oddsFormat: 'euro', negativeOddsEnabled: false } as const;

describe('odds text', () => {
  it('shows combined odds the way a 1.00 stake returns them (rounded down once)', () => {
    for (const [priceMilli, text] of [
      [67_025n, '67.02'],
      [30_089n, '30.08'],
      [98_059n, '98.05'],
      [10_890_725n, '10,890.72'],
    ] as const) {
      expect(oddsTextOfMilli(priceMilli, euro)).toBe(text);
      expect(moneyText(returnsAtPrices(100n, [priceMilli]), EUR)).toBe(text);
    }
    expect(oddsText(67.0259, euro)).toBe('67.02');
  });

  it('shows the decimal odds of a combined price as the returns of 1.00 on it', () => {
    const prices = fc.array(fc.bigInt({ min: 1_010n, max: 30_000n }), {
      minLength: 1,
      maxLength: 6,
    });
    fc.assert(
      fc.property(prices, (pricesMilli) => {
        const combined = returnsAtPrices(1000n, pricesMilli);
        fc.pre(combined >= 1_010n && combined <= 100_000_000n);
        expect(oddsTextOfMilli(combined, euro)).toBe(
          moneyText(returnsAtPrices(100n, pricesMilli), EUR),
        );
      }),
    );
    fc.assert(
      fc.property(fc.bigInt({ min: 1_010n, max: 100_000_000n }), (priceMilli) => {
        expect(oddsTextOfMilli(priceMilli, euro)).toBe(
          moneyText(returnsAtPrices(100n, [priceMilli]), EUR),
        );
      }),
    );
  });

  it('applies the negative-odds setting in every format', () => {
    for (const oddsFormat of ODDS_FORMATS) {
      for (const decimal of [1.2, 1.5, 1.83, 2, 2.5, 4.2]) {
        expect(oddsText(decimal, { oddsFormat, negativeOddsEnabled: false })).not.toContain('-');
      }
    }
    expect(oddsText(1.5, { oddsFormat: 'us', negativeOddsEnabled: true })).toBe('-200');
    expect(oddsText(1.5, { oddsFormat: 'us', negativeOddsEnabled: false })).toBe('1.50');
    expect(oddsText(3, { oddsFormat: 'malay', negativeOddsEnabled: true })).toBe('-0.50');
    expect(oddsText(3, { oddsFormat: 'malay', negativeOddsEnabled: false })).toBe('2.00');
    expect(oddsText(1.5, { oddsFormat: 'indo', negativeOddsEnabled: true })).toBe('-2.00');
    expect(oddsText(1.5, { oddsFormat: 'indo', negativeOddsEnabled: false })).toBe('0.50');
  });
});

describe('money text', () => {
  it('uses thousands "," and decimal "." with the currency code first', () => {
    expect(moneyText(1_089_072n, EUR)).toBe('10,890.72');
    expect(moneyWithCodeText(123_450n, 'EUR', EUR)).toBe('EUR 1,234.50');
    expect(moneyWithCodeText(5_000_000n, 'VND', currencyRuleOfAmount(0, 1000))).toBe('VND 5,000');
    expect(moneyWithCodeText(1_500n, 'JPY', currencyRuleOfAmount(0, 1))).toBe('JPY 1,500');
  });
});

describe('date text', () => {
  const now = new Date('2026-11-28T10:00:00Z');

  it('shows one shape in every language: words only for today and tomorrow', () => {
    for (const [locale, words] of Object.entries(WORDS)) {
      expect(eventDateText('2026-11-28T15:30:00Z', now, 'UTC', words), locale).toBe(
        `${words.today} 15:30`,
      );
      expect(eventDateText('2026-11-29T06:56:00Z', now, 'UTC', words), locale).toBe(
        `${words.tomorrow} 06:56`,
      );
      expect(eventDateText('2026-12-01T06:56:00Z', now, 'UTC', words), locale).toBe(
        '01/12/2026 06:56',
      );
    }
  });

  it('shows moments as DD/MM/YYYY HH:mm on a 24-hour clock in the player time zone', () => {
    expect(dateTimeText('2026-11-29T06:56:00Z', 'UTC')).toBe('29/11/2026 06:56');
    expect(dateTimeText('2026-11-29T18:05:00Z', 'Asia/Bangkok')).toBe('30/11/2026 01:05');
    expect(dateTimeText('2026-11-29T18:05:00Z', 'America/Sao_Paulo')).toBe('29/11/2026 15:05');
    expect(dateTimeText('2026-11-29T18:05:00Z', 'not a zone')).toBe('29/11/2026 18:05');
    expect(dateTimeText('not a date', 'UTC')).toBeUndefined();
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }),
        fc.constantFrom('UTC', 'Europe/Madrid', 'Asia/Shanghai', 'Asia/Bangkok', 'Asia/Tokyo'),
        (date, zone) => {
          expect(dateTimeText(date, zone)).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
        },
      ),
    );
  });
});
