import { useState, type FormEvent } from 'react';
import { LAB_RESULT_LABELS, LAB_RESULT_RULES } from '@/domain/applications/lab-result-rules';
import { formatDate } from '@/domain/format/format-date';
import { manilaIsoDate } from '@/domain/format/manila-date';
import { validateForm } from '@/domain/validation/validate-form';
import { FieldFrame } from '@/components/field-frame';
import { SelectField } from '@/components/select-field';
import { ApiError } from '@/lib/http';
import { getIntlLocale, useLocale } from '@/lib/i18n/locale';
import { useMessages } from '@/lib/i18n/use-messages';
import type { LabSheet } from '../api/console-types';
import { recordLabResult } from '../api/record-lab-result';
import { consoleMessages } from '../console-messages';
import { labMessages } from '../lab-messages';

/**
 * An application's laboratory step: each test asked for with its latest result, and — while it is
 * PENDING LAB TEST, for a member who may record results — a form for one test's result. The
 * server generates the certificate once every test has passed, and says where it stands then.
 */
export function ConsoleLab({
  applicationId,
  lab,
  canRecord,
  onChanged,
}: {
  applicationId: number;
  lab: LabSheet;
  canRecord: boolean;
  onChanged: (message: string) => void;
}) {
  const t = useMessages(labMessages);
  const c = useMessages(consoleMessages);
  const locale = useLocale((s) => s.locale);
  const intl = getIntlLocale();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  // The tests still to pass first: the form starts on the first of them.
  const open = lab.tests.filter((test) => test.result?.passed !== true);
  const anyFailed = lab.tests.some((test) => test.result?.passed === false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const values = {
      test: String(form.get('test') ?? ''),
      passed: String(form.get('passed') ?? ''),
      finding: String(form.get('finding') ?? '').trim(),
      examined_on: String(form.get('examined_on') ?? ''),
    };
    const checked = validateForm(LAB_RESULT_RULES, values, { labels: LAB_RESULT_LABELS, language: locale });
    setErrors(checked.ok ? {} : checked.errors);
    if (!checked.ok) return;
    setBusy(true);
    try {
      const { data } = await recordLabResult(applicationId, {
        ...values,
        passed: values.passed === '1' ? '1' : '0',
      });
      const label = lab.tests.find((test) => test.code === values.test)?.label[locale] ?? values.test;
      onChanged(
        data.status === 'PENDING LAB TEST'
          ? t('recorded', { test: label, finding: values.finding.toUpperCase() })
          : c('moved', { status: data.status }),
      );
    } catch (err) {
      setErrors(
        err instanceof ApiError
          ? { form: Object.values(err.fields)[0] ?? err.message, ...err.fields }
          : { form: String(err) },
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="console-lab" className="console-card">
      <h2 id="console-lab">{t('laboratory')}</h2>
      <ul className="console-lab-tests">
        {lab.tests.map((test) => (
          <li key={test.code}>
            <strong>{test.label[locale]}</strong>:{' '}
            {test.result
              ? t(test.result.passed ? 'passedFinding' : 'failedFinding', {
                  finding: test.result.finding,
                  date: formatDate(test.result.examined_on, intl),
                })
              : t('notRecorded')}
          </li>
        ))}
      </ul>
      {canRecord && anyFailed ? <p>{t('failedNext')}</p> : null}
      {canRecord && open.length > 0 ? (
        <form
          // A new form after each result recorded: the fields start empty again.
          key={lab.tests.map((test) => test.result?.recorded_at ?? '').join()}
          aria-labelledby="console-lab-record"
          noValidate
          onSubmit={(e) => void submit(e)}
        >
          <h3 id="console-lab-record">{t('recordTitle')}</h3>
          <p>{t('labIntro')}</p>
          {errors.form ? (
            <p role="alert" className="console-error">
              {errors.form}
            </p>
          ) : null}
          <SelectField
            name="test"
            label={t('test')}
            placeholder={null}
            options={open.map((test) => ({ value: test.code, label: test.label[locale] }))}
            error={errors.test}
          />
          <fieldset className={`field segmented${errors.passed ? ' field-invalid' : ''}`}>
            <legend>{t('result')}</legend>
            <label className="segmented-option">
              <input type="radio" name="passed" value="1" defaultChecked /> {t('passed')}
            </label>
            <label className="segmented-option">
              <input type="radio" name="passed" value="0" /> {t('failed')}
            </label>
          </fieldset>
          <FieldFrame label={t('finding')} hint={t('findingHint')} error={errors.finding}>
            {(control) => <input {...control} name="finding" maxLength={100} autoComplete="off" />}
          </FieldFrame>
          <FieldFrame label={t('examinedOn')} error={errors.examined_on}>
            {(control) => (
              <input {...control} name="examined_on" type="date" defaultValue={manilaIsoDate(new Date())} />
            )}
          </FieldFrame>
          <button type="submit" className="button" disabled={busy}>
            {busy ? t('recording') : t('record')}
          </button>
        </form>
      ) : null}
    </section>
  );
}
