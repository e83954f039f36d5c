import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';
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

/**
 * One ECharts instance per figure, following its element's size. (echarts-for-react, the usual
 * wrapper, imports `tslib` without declaring it, so it does not build here; what it adds over
 * ECharts' own API is these three effects.)
 */
export function FigureChart({ option, height, label }: FigureChartProps) {
  const element = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts | null>(null);

  useEffect(() => {
    if (!element.current) return;
    const instance = echarts.init(element.current, null, { renderer: 'svg' });
    chart.current = instance;
    const observer = new ResizeObserver(() => instance.resize());
    observer.observe(element.current);
    return () => {
      observer.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    // A new range or currency replaces the series instead of merging into the old ones.
    chart.current?.setOption(option, { notMerge: true });
  }, [option]);

  return (
    <div
      ref={element}
      role="img"
      aria-label={label}
      data-testid="figure-chart"
      style={{ height, width: '100%' }}
    />
  );
}
