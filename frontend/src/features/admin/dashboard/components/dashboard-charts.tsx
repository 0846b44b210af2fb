import '@mantine/charts/styles.layer.css';
import { BarChart, DonutChart, type BarChartProps } from '@mantine/charts';
import { Card, Group, SegmentedControl, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconChartBar } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { tVi } from '@/features/admin/i18n/index.ts';
import type { DashboardData } from '../api/get-dashboard.ts';

/** "2026-11-28" → "28/11": the axis has room for the day and month only. */
const dayLabel = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;

const SHARE_COLORS = ['gold.6', 'teal.6', 'blue.6', 'grape.6', 'orange.6', 'cyan.7', 'pink.6', 'lime.7'];
/** Past this many slices the rest are summed as one: a donut of twenty slivers reads as noise. */
const SHARE_SLICES = 6;

function ChartCard({
  title,
  testId,
  action,
  empty,
  children,
}: {
  title: string;
  testId: string;
  action?: ReactNode;
  /** Shown instead of the plot when there is nothing to draw (blank axes read as broken). */
  empty: string | null;
  children: ReactNode;
}) {
  return (
    <Card withBorder radius="md" padding="md" data-testid={testId}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h4">
            {title}
          </Title>
          {action}
        </Group>
        {empty ? (
          <Stack align="center" gap={4} py="xl" data-testid={`${testId}-empty`}>
            <IconChartBar size={32} stroke={1.4} color="var(--mantine-color-gray-5)" />
            <Text c="dimmed" size="sm" ta="center">
              {empty}
            </Text>
          </Stack>
        ) : (
          children
        )}
      </Stack>
    </Card>
  );
}

/** What both per-day bar charts share: a bar a day, whole numbers up the side. */
const DAY_BARS = {
  h: 220,
  dataKey: 'day',
  tickLine: 'y',
  gridAxis: 'x',
  yAxisProps: { allowDecimals: false, width: 32 },
  xAxisProps: { minTickGap: 12 },
  barProps: { radius: 2 },
} satisfies Partial<BarChartProps>;

export function MadePerDayChart({ days }: { days: DashboardData['madePerDay'] }) {
  const [span, setSpan] = useState('30');
  const shown = days.slice(-Number(span));
  const total = shown.reduce((sum, d) => sum + d.count, 0);
  return (
    <ChartCard
      title={tVi('dashboard.charts.madeTitle')}
      testId="chart-made"
      empty={total ? null : tVi('dashboard.charts.madeEmpty', { days: span })}
      action={
        <SegmentedControl
          size="xs"
          value={span}
          onChange={setSpan}
          data={[
            { value: '30', label: tVi('dashboard.charts.days', { days: 30 }) },
            { value: '90', label: tVi('dashboard.charts.days', { days: 90 }) },
          ]}
          aria-label={tVi('dashboard.charts.span')}
        />
      }
    >
      <Text size="sm" c="dimmed" data-testid="chart-made-total">
        {tVi('dashboard.charts.madeTotal', { count: total, days: span })}
      </Text>
      <BarChart
        data={shown.map((d) => ({ day: dayLabel(d.day), count: d.count }))}
        series={[{ name: 'count', label: tVi('dashboard.charts.madeSeries'), color: 'gold.6' }]}
        {...DAY_BARS}
      />
    </ChartCard>
  );
}

export function ExpectedPerDayChart({ days }: { days: DashboardData['expectedPerDay'] }) {
  const total = days.reduce((sum, d) => sum + d.guests, 0);
  return (
    <ChartCard
      title={tVi('dashboard.charts.expectedTitle')}
      testId="chart-expected"
      empty={total ? null : tVi('dashboard.charts.expectedEmpty')}
    >
      <Text size="sm" c="dimmed" data-testid="chart-expected-total">
        {tVi('dashboard.charts.expectedTotal', { count: total })}
      </Text>
      <BarChart
        data={days.map((d) => ({ day: dayLabel(d.day), guests: d.guests }))}
        series={[{ name: 'guests', label: tVi('dashboard.charts.expectedSeries'), color: 'teal.6' }]}
        {...DAY_BARS}
      />
    </ChartCard>
  );
}

export function ShareChart({ share }: { share: DashboardData['share'] }) {
  const head = share.slice(0, SHARE_SLICES);
  const rest = share.slice(SHARE_SLICES).reduce((sum, s) => sum + s.guests, 0);
  const slices = [
    ...head.map((s) => ({ name: s.nameVi, value: s.guests })),
    ...(rest ? [{ name: tVi('dashboard.charts.shareOther'), value: rest }] : []),
  ]
    .filter((s) => s.value > 0)
    .map((s, i) => ({ ...s, color: SHARE_COLORS[i % SHARE_COLORS.length]! }));
  const total = slices.reduce((sum, s) => sum + s.value, 0);
  return (
    <ChartCard
      title={tVi('dashboard.charts.shareTitle')}
      testId="chart-share"
      empty={total ? null : tVi('dashboard.charts.shareEmpty')}
    >
      <Group gap="lg" align="center" justify="center" wrap="wrap">
        <DonutChart
          data={slices}
          size={170}
          thickness={26}
          withTooltip={false}
          chartLabel={tVi('dashboard.charts.shareTotal', { count: total })}
        />
        <Stack gap={6} style={{ flex: '1 1 180px', minWidth: 0, maxWidth: 480 }}>
          {slices.map((s) => (
            <Group key={s.name} gap="xs" wrap="nowrap" data-testid="share-row">
              <span
                aria-hidden
                style={{
                  width: 12,
                  height: 12,
                  borderRadius: 3,
                  flex: 'none',
                  background: `var(--mantine-color-${s.color.replace('.', '-')})`,
                }}
              />
              <Text size="sm" style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
                {s.name}
              </Text>
              <Text size="sm" fw={600}>
                {s.value} ({Math.round((s.value / total) * 100)}%)
              </Text>
            </Group>
          ))}
        </Stack>
      </Group>
    </ChartCard>
  );
}

/** The three plots, loaded apart from the screen (recharts is most of its weight). */
export default function DashboardPlots({ data }: { data: DashboardData }) {
  return (
    <>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="sm">
        <MadePerDayChart days={data.madePerDay} />
        <ExpectedPerDayChart days={data.expectedPerDay} />
      </SimpleGrid>
      <ShareChart share={data.share} />
    </>
  );
}
