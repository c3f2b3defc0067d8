import {
  Label,
  Slider as AriaSlider,
  SliderOutput,
  SliderThumb,
  SliderTrack,
  type SliderProps as AriaSliderProps,
} from 'react-aria-components';
import * as css from './Slider.css.ts';

export interface SliderProps extends Omit<AriaSliderProps<number>, 'className' | 'children'> {
  label: string;
}

export function Slider({ label, ...props }: SliderProps) {
  return (
    <AriaSlider {...props} className={css.root}>
      <div className={css.labels}>
        <Label>{label}</Label>
        <SliderOutput className={css.output} />
      </div>
      <SliderTrack className={css.track}>
        {({ state }) => (
          <>
            <div className={css.rail} />
            <div className={css.filled} style={{ width: `${state.getThumbPercent(0) * 100}%` }} />
            <SliderThumb className={css.thumb} />
          </>
        )}
      </SliderTrack>
    </AriaSlider>
  );
}
