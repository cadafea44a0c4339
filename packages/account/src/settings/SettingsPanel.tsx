'use client';

import { Button, ThemeModeSwitch, focusRing } from '@clem/ui';
import type { OddsFormat, ThemeMode } from '@clem/core';
import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { styled } from 'styled-components';
import { DEFAULT_STAKE_MAX_LENGTH, defaultStakeInput } from './defaultStake';
import type { Layout, SettingsOptions, SortOrder } from './settingsOptions';

/** What the panel edits. `defaultStake` is the typed text (see defaultStake.ts). */
export interface SettingsPanelValues {
  sortBy: SortOrder;
  oddsFormat: OddsFormat;
  layout: Layout;
  theme: ThemeMode;
  acceptHigherOdds: boolean;
  defaultStake: string;
}

export interface SettingsPanelProps {
  /** Which controls and options show (`settingsOptions`). */
  options: SettingsOptions;
  /** The values the panel starts with (it keeps its own edits until Save). */
  initialValues: SettingsPanelValues;
  /** The stake's currency code, shown in its label. */
  currency: string;
  onSave: (values: SettingsPanelValues) => void;
  /** While a save runs: the button says so and is disabled. */
  saving?: boolean;
  /** Hide the panel's own heading (a dialog shows the title itself). */
  hideHeading?: boolean;
  className?: string;
}

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  color: ${({ theme }) => theme.colors.text};
  font-family: ${({ theme }) => theme.fonts.body};
`;

const Heading = styled.h2`
  margin: 0;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: 1.25rem;
`;

const Fieldset = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  border: 0;
`;

const Legend = styled.legend`
  margin-bottom: ${({ theme }) => theme.space(2)};
  padding: 0;
  font-weight: 600;
`;

const Choices = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

const Choice = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 2.75rem;
  padding: 0 ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  cursor: pointer;

  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.primary};
  }

  input {
    accent-color: ${({ theme }) => theme.colors.primary};
    ${focusRing}
  }
`;

const Field = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
`;

const Label = styled.label`
  font-weight: 600;
`;

const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875rem;
`;

const Select = styled.select`
  min-height: 2.75rem;
  padding: 0 ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  ${focusRing}
`;

const Input = styled.input`
  min-height: 2.75rem;
  padding: 0 ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  ${focusRing}
`;

const Check = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 2.75rem;
  font-weight: 600;
  cursor: pointer;

  input {
    width: 1.25rem;
    height: 1.25rem;
    accent-color: ${({ theme }) => theme.colors.primary};
    ${focusRing}
  }
`;

/**
 * The settings panel (account-and-shell §2 "Settings panel"): sort order (competition or time),
 * odds format, layout, theme, accept higher odds, default stake, then Save. Presentational: the
 * options come from `settingsOptions`, the values from the caller, and Save hands the edited
 * values back. The default stake field follows the keystroke rule of `defaultStakeInput`
 * (numeric only, at most DEFAULT_STAKE_MAX_LENGTH characters, one leading zero stripped).
 */
export function SettingsPanel({
  options,
  initialValues,
  currency,
  onSave,
  saving = false,
  hideHeading = false,
  className,
}: SettingsPanelProps) {
  const t = useTranslations('settings');
  const id = useId();
  const [values, setValues] = useState(initialValues);
  const set = <K extends keyof SettingsPanelValues>(key: K, value: SettingsPanelValues[K]) =>
    setValues((previous) => ({ ...previous, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!saving) onSave(values);
  };

  return (
    <Form
      className={className}
      onSubmit={submit}
      aria-labelledby={hideHeading ? undefined : `${id}-title`}
      aria-label={hideHeading ? t('title') : undefined}
      noValidate
    >
      {hideHeading ? null : <Heading id={`${id}-title`}>{t('title')}</Heading>}

      <Fieldset>
        <Legend>{t('sortBy')}</Legend>
        <Choices>
          {options.sortOrders.map((order) => (
            <Choice key={order}>
              <input
                type="radio"
                name={`${id}-sort`}
                value={order}
                checked={values.sortBy === order}
                onChange={() => set('sortBy', order)}
              />
              {order === 'competition' ? t('sortByCompetition') : t('sortByTime')}
            </Choice>
          ))}
        </Choices>
      </Fieldset>

      <Field>
        <Label htmlFor={`${id}-odds`}>{t('oddsFormat')}</Label>
        <Select
          id={`${id}-odds`}
          value={values.oddsFormat}
          onChange={(event) => {
            const next = options.oddsFormats.find((format) => format === event.target.value);
            if (next) set('oddsFormat', next);
          }}
        >
          {options.oddsFormats.map((format) => (
            <option key={format} value={format}>
              {t(`odds.${format}`)}
            </option>
          ))}
        </Select>
      </Field>

      <Fieldset>
        <Legend>{t('layout')}</Legend>
        <Choices>
          {options.layouts.map((layout) => (
            <Choice key={layout}>
              <input
                type="radio"
                name={`${id}-layout`}
                value={layout}
                checked={values.layout === layout}
                onChange={() => set('layout', layout)}
              />
              {t(`layouts.${layout}`)}
            </Choice>
          ))}
        </Choices>
      </Fieldset>

      {options.showTheme ? (
        <ThemeModeSwitch
          value={values.theme}
          onChange={(theme) => set('theme', theme)}
          labels={{
            legend: t('theme'),
            light: t('themeLight'),
            dark: t('themeDark'),
            system: t('themeSystem'),
          }}
        />
      ) : null}

      {options.showAcceptHigherOdds ? (
        <Field>
          <Check>
            <input
              type="checkbox"
              checked={values.acceptHigherOdds}
              aria-describedby={`${id}-higher-hint`}
              onChange={(event) => set('acceptHigherOdds', event.target.checked)}
            />
            {t('acceptHigherOdds')}
          </Check>
          <Hint id={`${id}-higher-hint`}>{t('acceptHigherOddsHint')}</Hint>
        </Field>
      ) : null}

      {options.showDefaultStake ? (
        <Field>
          <Label htmlFor={`${id}-stake`}>{t('defaultStake', { currency })}</Label>
          <Input
            id={`${id}-stake`}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            maxLength={DEFAULT_STAKE_MAX_LENGTH}
            aria-describedby={`${id}-stake-hint`}
            value={values.defaultStake}
            onChange={(event) =>
              set('defaultStake', defaultStakeInput(values.defaultStake, event.target.value))
            }
          />
          <Hint id={`${id}-stake-hint`}>{t('defaultStakeHint')}</Hint>
        </Field>
      ) : null}

      <Button type="submit" variant="primary" fullWidth disabled={saving} aria-busy={saving}>
        {saving ? t('saving') : t('save')}
      </Button>
    </Form>
  );
}
