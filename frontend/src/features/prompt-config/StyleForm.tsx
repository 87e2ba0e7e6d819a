import { Form } from 'antd';
import { NativeSelect } from '../../components/NativeSelect';
import { Input, TextArea } from '../../components/inputs';
import type { FormInstance } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { PromptFields } from '../../api/contract';
import {
  CITATIONS,
  EMPATHIES,
  FORMALITIES,
  LANGUAGE_SUGGESTIONS,
  LLM_CHOICES,
  POLITENESSES,
  RESPONSE_LENGTHS,
  SAME_AS_SENDER,
  isSameAsSender,
  TEXT_LIMITS,
  TONES,
} from './options';

type Choices = Record<string, string>;

/** Select options from a choice table: stored value, translated label. */
function useOptions(table: Choices, group: string) {
  const { t } = useTranslation();
  return useMemo(
    () =>
      Object.entries(table).map(([value, key]) => ({
        value,
        label: t(`promptConfig.options.${group}.${key}`),
      })),
    [table, group, t],
  );
}

function ChoiceField({
  name,
  table,
  group,
  hint,
  disabled,
}: {
  name: keyof PromptFields;
  table: Choices;
  group: string;
  hint?: boolean;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const options = useOptions(table, group);
  return (
    <Form.Item
      name={name}
      label={t(`promptConfig.fields.${group}`)}
      extra={hint ? t(`promptConfig.hints.${group}`) : undefined}
    >
      <NativeSelect options={options} disabled={disabled} data-testid={`prompt-${name}`} />
    </Form.Item>
  );
}

/** What the language chosen does: each email's own language, or one language for all. */
function languageEffect(t: TFunction, value: string | undefined): string {
  const language = (value ?? '').trim();
  if (!language || isSameAsSender(language)) return t('promptConfig.hints.languageSame');
  return t('promptConfig.hints.languageFixed', { language, same: t('promptConfig.sameAsSender') });
}

function LanguageField() {
  const { t } = useTranslation();
  const form = Form.useFormInstance<PromptFields>();
  const value = Form.useWatch('language', form);
  const same = t('promptConfig.sameAsSender');
  // Suggestions the browser offers under the box (a <datalist>): any other language may be typed.
  const options = useMemo(
    () => [
      {
        value: SAME_AS_SENDER,
        label: same === SAME_AS_SENDER ? same : `${same} (${SAME_AS_SENDER})`,
      },
      ...LANGUAGE_SUGGESTIONS.map((l) => ({
        value: l.value,
        label: l.native === l.value ? l.value : `${l.native} (${l.value})`,
      })),
    ],
    [same],
  );
  return (
    <>
      <Form.Item
        name="language"
        label={t('promptConfig.fields.language')}
        extra={
          <span data-testid="prompt-language-effect">
            {t('promptConfig.hints.language', { same })} {languageEffect(t, value)}
          </span>
        }
      >
        <Input
          list="prompt-language-suggestions"
          autoComplete="off"
          maxLength={TEXT_LIMITS.language}
          data-testid="prompt-language"
        />
      </Form.Item>
      <datalist id="prompt-language-suggestions">
        {options.map((o) => (
          <option key={o.value} value={o.value} label={o.label} />
        ))}
      </datalist>
    </>
  );
}

function TextField({
  name,
  rows,
  hint,
}: {
  name: keyof typeof TEXT_LIMITS;
  rows?: number;
  hint?: boolean;
}) {
  const { t } = useTranslation();
  const key = name === 'additional_instructions' ? 'additionalInstructions' : name;
  const max = TEXT_LIMITS[name];
  return (
    <Form.Item
      name={name}
      label={t(`promptConfig.fields.${key}`)}
      extra={hint ? t(`promptConfig.hints.${key}`) : undefined}
      className={rows ? 'prompt-wide' : undefined}
    >
      {rows ? (
        <TextArea
          autoSize={{ minRows: rows, maxRows: rows + 6 }}
          maxLength={max}
          showCount
          data-testid={`prompt-${name}`}
        />
      ) : (
        <Input maxLength={max} data-testid={`prompt-${name}`} />
      )}
    </Form.Item>
  );
}

/**
 * The reply style's fields (spec sections 3, 5 and 9). Only the form's layout lives here; the
 * page owns loading, saving and the try-it panel, which reads the same (unsaved) values.
 */
export function StyleForm({
  form,
  disabled,
}: {
  form: FormInstance<PromptFields>;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const models = useMemo(
    () =>
      Object.entries(LLM_CHOICES).map(([value, m]) => ({
        value,
        label: m.free ? t('promptConfig.llmFree', { name: m.name }) : m.name,
      })),
    [t],
  );
  return (
    <Form<PromptFields>
      form={form}
      name="prompt"
      layout="vertical"
      disabled={disabled}
      className="prompt-form"
      requiredMark={false}
    >
      <ChoiceField name="tone" table={TONES} group="tone" disabled={disabled} />
      <ChoiceField name="formality" table={FORMALITIES} group="formality" disabled={disabled} />
      <ChoiceField name="empathy" table={EMPATHIES} group="empathy" disabled={disabled} />
      <ChoiceField name="politeness" table={POLITENESSES} group="politeness" disabled={disabled} />
      <ChoiceField
        name="response_length"
        table={RESPONSE_LENGTHS}
        group="responseLength"
        disabled={disabled}
      />
      <LanguageField />
      <TextField name="purpose" hint />
      <Form.Item
        name="llm_choice"
        label={t('promptConfig.fields.llmChoice')}
        extra={t('promptConfig.hints.llmChoice')}
      >
        <NativeSelect options={models} disabled={disabled} data-testid="prompt-llm_choice" />
      </Form.Item>
      <ChoiceField name="citations" table={CITATIONS} group="citations" hint disabled={disabled} />
      <TextField name="signature" rows={2} />
      <TextField name="additional_instructions" rows={3} hint />
      <TextField name="exclusions" rows={2} hint />
    </Form>
  );
}
