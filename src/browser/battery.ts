// Low power on battery: where the browser tells that the laptop runs on battery (the Battery
// Status API, https://w3c.github.io/battery/: `charging` false), the pose worker analyses at the
// low-power rate all the time, unless the 'Low power on battery' setting is off. Browsers without
// navigator.getBattery() (Firefox, Safari) are taken as plugged in.

/** What the policy reads of a BatteryManager. */
export interface BatteryLike {
  readonly charging: boolean;
  addEventListener(type: 'chargingchange', listener: () => void): void;
  removeEventListener(type: 'chargingchange', listener: () => void): void;
}

export type GetBattery = () => Promise<BatteryLike>;

/** Low power forced by the battery: on battery power and the setting on. */
export function batteryLowPower(battery: BatteryLike | null, settingOn: boolean): boolean {
  return settingOn && battery !== null && !battery.charging;
}

export interface BatteryWatch {
  /** The battery once the browser answered; null before, or where there is none to read. */
  readonly battery: BatteryLike | null;
  stop(): void;
}

/** Reads the battery once and calls `onChange` on each plug or unplug. */
export function watchBattery(
  onChange: () => void,
  getBattery: GetBattery | undefined = defaultGetBattery(),
): BatteryWatch {
  let battery: BatteryLike | null = null;
  let stopped = false;
  getBattery?.()
    .then((b) => {
      if (stopped) return;
      battery = b;
      b.addEventListener('chargingchange', onChange);
      onChange();
    })
    .catch(() => undefined); // not allowed here (a permissions policy): taken as plugged in
  return {
    get battery() {
      return battery;
    },
    stop() {
      stopped = true;
      battery?.removeEventListener('chargingchange', onChange);
    },
  };
}

function defaultGetBattery(): GetBattery | undefined {
  const nav = (globalThis as { navigator?: { getBattery?: GetBattery } }).navigator;
  return typeof nav?.getBattery === 'function' ? () => nav.getBattery!() : undefined;
}
