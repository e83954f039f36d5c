import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import ReactEChartsCore from 'echarts-for-react/esm/core';
import type { FigureChartOption } from '../model/figure-chart-option';

// Only what the dashboards draw: the analytics screen's chunk carries no other chart type.
// SVG draws crisp at any zoom and keeps the text of axes selectable.
echarts.use([
  BarChart,
  LineChart,
  PieChart,
  GridComponent,
  LegendComponent,
  TooltipComponent,
  SVGRenderer,
]);

interface FigureChartProps {
  option: FigureChartOption;
  height: number;
  /** The figure's title: the chart is one image to a screen reader (its table view is the text). */
  label: string;
}

export function FigureChart({ option, height, label }: FigureChartProps) {
  return (
    <div role="img" aria-label={label} data-testid="figure-chart">
      <ReactEChartsCore
        echarts={echarts}
        option={option}
        // A new range or currency replaces the series instead of merging into the old ones.
        notMerge
        opts={{ renderer: 'svg' }}
        style={{ height, width: '100%' }}
      />
    </div>
  );
}
