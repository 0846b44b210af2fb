import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { ExpectedPerDayChart, MadePerDayChart, ShareChart } from './dashboard-charts.tsx';

const wrap = (node: ReactNode) => render(<MantineProvider>{node}</MantineProvider>);
const days = (n: number) => Array.from({ length: n }, (_, i) => `2026-01-${String(i + 1).padStart(2, '0')}`);

describe('the dashboard plots of an empty venue', () => {
  it('say there is nothing yet instead of drawing blank axes', () => {
    const { container } = wrap(
      <>
        <MadePerDayChart days={days(28).map((day) => ({ day, count: 0 }))} />
        <ExpectedPerDayChart days={days(28).map((day) => ({ day, guests: 0 }))} />
        <ShareChart share={[]} />
      </>,
    );
    expect(screen.getByText('Chưa có đặt chỗ nào trong 30 ngày qua.')).toBeInTheDocument();
    expect(screen.getByText('Chưa có khách nào đặt chỗ cho 30 ngày tới.')).toBeInTheDocument();
    expect(screen.getByText('Chưa có khách nào để chia theo khu vực hay sự kiện.')).toBeInTheDocument();
    expect(container.querySelector('.recharts-wrapper')).toBeNull();
  });

  it('sums what is past the sixth area or event as one slice', () => {
    const share = Array.from({ length: 8 }, (_, i) => ({
      nameVi: `Khu ${i + 1}`,
      nameEn: `Area ${i + 1}`,
      guests: 10 - i,
    }));
    wrap(<ShareChart share={share} />);
    expect(screen.getAllByTestId('share-row')).toHaveLength(7);
    // The last two (4 + 3 guests) of 10+9+8+7+6+5+4+3 = 52.
    expect(screen.getByTestId('chart-share')).toHaveTextContent('Khác7 (13%)');
  });
});
