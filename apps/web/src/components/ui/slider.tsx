import { Slider as SliderPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

export interface SliderProps extends ComponentProps<typeof SliderPrimitive.Root> {
  /** One accessible name per thumb, e.g. ["Minimum price", "Maximum price"]. */
  thumbLabels: readonly string[];
  /** How a value is read out (aria-valuetext), e.g. "MVR 1,500". */
  formatValue?: (value: number) => string;
}

/** A slider with one thumb per value (two for a range), keyboard-operable (arrows, Page Up/Down, Home/End). */
export function Slider({ className, thumbLabels, formatValue, value, defaultValue, ...props }: SliderProps) {
  const values = value ?? defaultValue ?? [];
  return (
    <SliderPrimitive.Root
      className={cn(
        'relative flex w-full touch-none select-none items-center py-2 data-[disabled]:opacity-50',
        className,
      )}
      value={value}
      defaultValue={defaultValue}
      {...props}
    >
      <SliderPrimitive.Track className="relative h-2 w-full grow overflow-hidden rounded-full bg-secondary">
        <SliderPrimitive.Range className="absolute h-full bg-primary" />
      </SliderPrimitive.Track>
      {thumbLabels.map((label, index) => (
        <SliderPrimitive.Thumb
          key={label}
          aria-label={label}
          aria-valuetext={formatValue && values[index] !== undefined ? formatValue(values[index]) : undefined}
          className="block h-6 w-6 rounded-full border-2 border-primary bg-background shadow transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 disabled:pointer-events-none"
        />
      ))}
    </SliderPrimitive.Root>
  );
}
