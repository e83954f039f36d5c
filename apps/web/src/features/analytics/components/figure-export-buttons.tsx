import { DownloadOutlined } from '@ant-design/icons';
import type { AnalyticsFigure } from '@freight/shared';
import { App, Button, Flex } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadCsv, downloadXlsx, exportTableOf } from '../model/figure-export';
import { figureTextKey, type FigureFormat } from '../model/figure-format';

interface FigureExportButtonsProps {
  figure: AnalyticsFigure;
  format: FigureFormat;
  /** The file's name without extension: the dashboard, the figure and the range. */
  fileName: string;
}

/** The figure's rows as CSV or XLSX: the numbers of its table, unformatted. */
export function FigureExportButtons({ figure, format, fileName }: FigureExportButtonsProps) {
  const { t } = useTranslation('analytics');
  const { message } = App.useApp();
  const [writing, setWriting] = useState(false);
  const title = format.t(`${figureTextKey(figure.id, format)}.title`);

  const writeXlsx = async () => {
    setWriting(true);
    try {
      await downloadXlsx([exportTableOf(figure, format)], fileName);
    } catch {
      void message.error(t('export.failed'));
    } finally {
      setWriting(false);
    }
  };

  return (
    <Flex gap={4}>
      <Button
        size="small"
        icon={<DownloadOutlined />}
        aria-label={t('export.csvOf', { title })}
        data-testid="figure-export-csv"
        onClick={() => downloadCsv(exportTableOf(figure, format), fileName)}
      >
        CSV
      </Button>
      <Button
        size="small"
        icon={<DownloadOutlined />}
        loading={writing}
        aria-label={t('export.xlsxOf', { title })}
        data-testid="figure-export-xlsx"
        onClick={() => void writeXlsx()}
      >
        XLSX
      </Button>
    </Flex>
  );
}
