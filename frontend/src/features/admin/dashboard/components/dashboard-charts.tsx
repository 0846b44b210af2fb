import '@mantine/charts/styles.layer.css';
import { BarChart, DonutChart } from '@mantine/charts';
import { Card, Group, SegmentedControl, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconChartBar } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
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

export function MadePerDayChart({ days }: { days: DashboardData['madePerDay'] }) {
  const [span, setSpan] = useState('30');
  const shown = days.slice(-Number(span));
  const total = shown.reduce((sum, d) => sum + d.count, 0);
  return (
    <ChartCard
      title="Đặt chỗ mới mỗi ngày"
      testId="chart-made"
      empty={total ? null : `Chưa có đặt chỗ nào trong ${span} ngày qua.`}
      action={
        <SegmentedControl
          size="xs"
          value={span}
          onChange={setSpan}
          data={[
            { value: '30', label: '30 ngày' },
            { value: '90', label: '90 ngày' },
          ]}
          aria-label="Khoảng thời gian"
        />
      }
    >
      <Text size="sm" c="dimmed" data-testid="chart-made-total">
        {total} đặt chỗ trong {span} ngày qua
      </Text>
      <BarChart
        h={220}
        data={shown.map((d) => ({ day: dayLabel(d.day), count: d.count }))}
        dataKey="day"
        series={[{ name: 'count', label: 'Đặt chỗ', color: 'gold.6' }]}
        tickLine="y"
        gridAxis="x"
        yAxisProps={{ allowDecimals: false, width: 32 }}
        xAxisProps={{ minTickGap: 12 }}
        barProps={{ radius: 2 }}
      />
    </ChartCard>
  );
}

export function ExpectedPerDayChart({ days }: { days: DashboardData['expectedPerDay'] }) {
  const total = days.reduce((sum, d) => sum + d.guests, 0);
  return (
    <ChartCard
      title="Khách dự kiến 30 ngày tới"
      testId="chart-expected"
      empty={total ? null : 'Chưa có khách nào đặt chỗ cho 30 ngày tới.'}
    >
      <Text size="sm" c="dimmed" data-testid="chart-expected-total">
        {total} khách trong 30 ngày tới
      </Text>
      <BarChart
        h={220}
        data={days.map((d) => ({ day: dayLabel(d.day), guests: d.guests }))}
        dataKey="day"
        series={[{ name: 'guests', label: 'Khách', color: 'teal.6' }]}
        tickLine="y"
        gridAxis="x"
        yAxisProps={{ allowDecimals: false, width: 32 }}
        xAxisProps={{ minTickGap: 12 }}
        barProps={{ radius: 2 }}
      />
    </ChartCard>
  );
}

export function ShareChart({ share }: { share: DashboardData['share'] }) {
  const head = share.slice(0, SHARE_SLICES);
  const rest = share.slice(SHARE_SLICES).reduce((sum, s) => sum + s.guests, 0);
  const slices = [
    ...head.map((s) => ({ name: s.nameVi, value: s.guests })),
    ...(rest ? [{ name: 'Khác', value: rest }] : []),
  ]
    .filter((s) => s.value > 0)
    .map((s, i) => ({ ...s, color: SHARE_COLORS[i % SHARE_COLORS.length]! }));
  const total = slices.reduce((sum, s) => sum + s.value, 0);
  return (
    <ChartCard
      title="Theo khu vực / sự kiện"
      testId="chart-share"
      empty={total ? null : 'Chưa có khách nào để chia theo khu vực hay sự kiện.'}
    >
      <Group gap="lg" align="center" justify="center" wrap="wrap">
        <DonutChart
          data={slices}
          size={170}
          thickness={26}
          withTooltip={false}
          chartLabel={`${total} khách`}
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
