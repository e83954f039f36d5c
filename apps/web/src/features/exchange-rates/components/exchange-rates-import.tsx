import { CloseOutlined, UploadOutlined } from '@ant-design/icons';
import {
  parseRatesCsv,
  RATES_CSV_MAX_LENGTH,
  type ExchangeRatesImportResult,
  type ParsedRatesCsv,
} from '@freight/shared';
import { Alert, Button, Flex, Typography, Upload } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format/format';
import { isApiError } from '../../../lib/http/api-error';
import { describeApiError } from '../../../lib/http/error-messages';
import { FormError } from '../../../ui/form-error';
import { WRAPPING_BUTTON_STYLE } from '../../../ui/wrapping-button';
import { useImportExchangeRates } from '../api/exchange-rates';
import { problemsOfDetails, RatesCsvProblems } from './rates-csv-problems';

/** A UTF-8 character takes at most 4 bytes: a file larger than this is too long unread. */
const MAX_BYTES = RATES_CSV_MAX_LENGTH * 4;

const ACCEPT = '.csv,.txt,text/csv,text/plain';

interface ChosenFile {
  name: string;
  csv: string;
  reading: ParsedRatesCsv;
}

/** The server's refusal: its code translated and, when it names them, the wrong lines. */
function ImportRefusal({ error }: { error: unknown }) {
  const { t } = useTranslation('rates');
  const lines = isApiError(error) ? problemsOfDetails(error.details) : [];
  if (!isApiError(error) || lines.length === 0) {
    return <FormError error={error} testId="exchange-rates-import-error" />;
  }
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      data-testid="exchange-rates-import-error"
      title={describeApiError(error)}
      description={
        <Flex vertical gap={4}>
          <Typography.Text>{t('import.fixLines')}</Typography.Text>
          <RatesCsvProblems problems={lines} testId="exchange-rates-import-error-lines" />
        </Flex>
      }
    />
  );
}

/** What the chosen file holds: the rates to import, the rows skipped, the wrong lines. */
function ImportPreview({ file }: { file: ChosenFile }) {
  const { t } = useTranslation('rates');
  const { rates, skipped, problems } = file.reading;
  return (
    <Flex vertical gap={8} data-testid="exchange-rates-import-preview">
      <Typography.Text strong style={{ overflowWrap: 'anywhere' }}>
        {t('import.file', { name: file.name })}
      </Typography.Text>
      <Flex wrap gap="4px 16px">
        <Typography.Text data-testid="exchange-rates-import-count">
          {t('import.toImport', { count: rates.length })}
        </Typography.Text>
        <Typography.Text type="secondary" data-testid="exchange-rates-import-skipped">
          {t('import.skipped', { count: skipped })}
        </Typography.Text>
      </Flex>
      {problems.length > 0 && (
        <Alert
          type="error"
          showIcon
          data-testid="exchange-rates-import-problems"
          title={t('import.problems', { count: problems.length })}
          description={<RatesCsvProblems problems={problems} testId="rates-csv-problem-list" />}
        />
      )}
      {problems.length === 0 && rates.length === 0 && (
        <Alert
          type="warning"
          showIcon
          data-testid="exchange-rates-import-nothing"
          title={t('import.nothing')}
        />
      )}
    </Flex>
  );
}

/** What an import did, until another file is chosen. */
function ImportResult({
  result,
  onClose,
}: {
  result: ExchangeRatesImportResult;
  onClose: () => void;
}) {
  const { t } = useTranslation('rates');
  return (
    <Alert
      type="success"
      showIcon
      closable={{ onClose, 'aria-label': t('import.closeResult') }}
      role="status"
      data-testid="exchange-rates-import-result"
      title={t('import.done')}
      description={
        <Flex wrap gap="4px 16px">
          <span>{t('import.created', { count: result.created })}</span>
          <span>{t('import.corrected', { count: result.corrected })}</span>
          <span>{t('import.unchanged', { count: result.unchanged })}</span>
          <span>{t('import.skippedRows', { count: result.skipped })}</span>
        </Flex>
      }
    />
  );
}

/**
 * "Import from CSV" (issue 32): the National Bank's rates saved as a CSV file, read in the
 * browser first — how many rates, how many rows skipped, which lines are wrong — then sent
 * whole; the server imports all of it or nothing.
 */
/**
 * The file's text: UTF-8, or, when it is not valid UTF-8, Windows-1251 — the encoding a
 * Russian spreadsheet saves CSV in, headers «Дата;Валюта;Курс» included.
 */
export async function textOf(file: Blob): Promise<string> {
  const bytes = await file.arrayBuffer();
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1251').decode(bytes);
  }
}

export function ExchangeRatesImportCard() {
  const { t } = useTranslation('rates');
  const importRates = useImportExchangeRates();
  const [chosen, setChosen] = useState<ChosenFile | null>(null);
  const [unread, setUnread] = useState<string | null>(null);
  const [result, setResult] = useState<ExchangeRatesImportResult | null>(null);
  // Two files chosen quickly: only the last one's reading counts.
  const choice = useRef(0);

  const clear = () => {
    choice.current += 1;
    importRates.reset();
    setChosen(null);
    setUnread(null);
  };

  const choose = async (file: File) => {
    clear();
    setResult(null);
    const current = choice.current;
    const tooLarge = t('import.tooLarge', { max: formatNumber(RATES_CSV_MAX_LENGTH, 0) });
    if (file.size > MAX_BYTES) {
      setUnread(tooLarge);
      return;
    }
    let csv: string;
    try {
      csv = await textOf(file);
    } catch {
      if (current === choice.current) setUnread(t('import.unreadable'));
      return;
    }
    if (current !== choice.current) return;
    if (csv.length > RATES_CSV_MAX_LENGTH) setUnread(tooLarge);
    else setChosen({ name: file.name, csv, reading: parseRatesCsv(csv) });
  };

  const submit = () => {
    if (!chosen) return;
    importRates.mutate(
      { csv: chosen.csv },
      {
        onSuccess: (answer) => {
          setResult(answer);
          setChosen(null);
        },
      },
    );
  };

  const ready =
    chosen !== null && chosen.reading.problems.length === 0 && chosen.reading.rates.length > 0;

  return (
    <Flex vertical gap={12} data-testid="exchange-rates-import">
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t('import.hint')}
      </Typography.Paragraph>
      {result && <ImportResult result={result} onClose={() => setResult(null)} />}
      {unread && (
        <Alert
          type="error"
          showIcon
          role="alert"
          data-testid="exchange-rates-import-unread"
          title={unread}
        />
      )}
      {chosen && <ImportPreview file={chosen} />}
      {importRates.isError && <ImportRefusal error={importRates.error} />}
      <Flex wrap gap={8}>
        {chosen && (
          <Button
            type="primary"
            disabled={!ready}
            loading={importRates.isPending}
            onClick={submit}
            data-testid="exchange-rates-import-submit"
            style={WRAPPING_BUTTON_STYLE}
          >
            {t('import.submit')}
          </Button>
        )}
        <div data-testid="exchange-rates-import-file" style={{ maxWidth: '100%' }}>
          <Upload
            accept={ACCEPT}
            fileList={[]}
            showUploadList={false}
            disabled={importRates.isPending}
            beforeUpload={(file) => {
              void choose(file);
              // The file's text goes with the import; Ant Design only opens the picker.
              return false;
            }}
          >
            <Button icon={<UploadOutlined />} style={WRAPPING_BUTTON_STYLE}>
              {chosen || unread ? t('import.chooseAnother') : t('import.choose')}
            </Button>
          </Upload>
        </div>
        {(chosen || unread) && (
          <Button
            type="text"
            icon={<CloseOutlined />}
            disabled={importRates.isPending}
            onClick={clear}
            data-testid="exchange-rates-import-clear"
            style={WRAPPING_BUTTON_STYLE}
          >
            {t('import.clear')}
          </Button>
        )}
      </Flex>
    </Flex>
  );
}
