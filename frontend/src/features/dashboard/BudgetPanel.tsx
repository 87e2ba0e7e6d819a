import { SaveOutlined } from '@ant-design/icons';
import { Alert, Button, InputNumber } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/errors';
import { useSetModelBudgetMutation, type ModelBudget } from '../../api/outcomes';
import { useToast } from '../../app/toasts';
import { languageInfo } from '../../i18n/languages';
import { budgetState, formatUsd } from './outcomes';

/**
 * The monthly model budget: what this month cost, the budget, and — when it is spent — that
 * replies are written by the built-in composer and drafted until the month ends. Without a
 * priced model there is nothing to spend, and it says so instead of offering a budget.
 */
export function BudgetPanel({ budget }: { budget: ModelBudget | null }) {
  const { t, i18n } = useTranslation();
  const tag = languageInfo(i18n.language).tag;
  const state = budgetState(budget);
  if (!budget || state === 'unpriced')
    return (
      <p className="budget-line" data-testid="budget-unpriced">
        {t('dashboard.budget.unpriced')}
      </p>
    );
  const usd = (value: number) => formatUsd(value, tag);
  return (
    <div className="budget-panel" data-testid="budget-panel">
      {state === 'exceeded' && (
        <Alert
          type="warning"
          showIcon
          data-testid="budget-exceeded"
          title={t('dashboard.budget.exceededTitle')}
          description={t('dashboard.budget.exceededText', { model: budget.fallback_model })}
        />
      )}
      <p className="budget-line" data-testid="budget-spent">
        <bdi>
          {state === 'none'
            ? t('dashboard.budget.spentNoBudget', { spent: usd(budget.spent_usd) })
            : t('dashboard.budget.spent', {
                spent: usd(budget.spent_usd),
                budget: usd(budget.monthly_usd),
              })}
        </bdi>
      </p>
      <BudgetForm key={budget.monthly_usd} value={budget.monthly_usd} />
    </div>
  );
}

/** Mounted with key={value}: a saved (or a colleague's) budget replaces the draft. */
function BudgetForm({ value }: { value: number }) {
  const { t } = useTranslation();
  const toast = useToast();
  const inputId = useId();
  const [draft, setDraft] = useState<number | null>(value);
  const [save, saving] = useSetModelBudgetMutation();
  const submit = (monthly: number) =>
    save(monthly)
      .unwrap()
      .then(() => toast.success(t('dashboard.budget.saved')))
      .catch((err: unknown) => {
        console.error('Budget not saved:', isApiError(err) ? err.technical : err);
        toast.error(
          t('dashboard.budget.saveFailed'),
          isApiError(err) ? err.serverMessage : undefined,
        );
      });
  return (
    <form
      className="budget-form"
      onSubmit={(event) => {
        event.preventDefault();
        if (draft !== null) void submit(draft);
      }}
    >
      <label htmlFor={inputId}>{t('dashboard.budget.label')}</label>
      <InputNumber<number>
        id={inputId}
        min={0}
        max={1_000_000}
        precision={2}
        step={1}
        value={draft}
        onChange={setDraft}
        prefix="US$"
        disabled={saving.isLoading}
        data-testid="budget-input"
      />
      <Button
        htmlType="submit"
        icon={<SaveOutlined />}
        loading={saving.isLoading}
        disabled={draft === null || draft === value}
        data-testid="budget-save"
      >
        {t('dashboard.budget.save')}
      </Button>
      <span className="budget-note">{t('dashboard.budget.note')}</span>
    </form>
  );
}
