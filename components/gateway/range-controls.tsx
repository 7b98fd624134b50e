'use client';

import { PRESET_LABELS, RANGE_PRESETS, type RangePreset } from '@/lib/gateway/ranges';
import { Field } from '@/components/ui/field';
import { SelectField } from '@/components/ui/select-field';
import type { GatewayRangeState } from './use-gateway-range';
import { useZoneChoices } from './use-zone-choices';

/** Range preset or custom dates, bucket interval, and the reporting zone (UTC or this browser's), all in the URL. */
export function RangeControls({ range, showInterval = true }: { range: GatewayRangeState; showInterval?: boolean }) {
  const { resolved, preset, browserZone } = range;
  const { choices, pickerProps } = useZoneChoices(['UTC', browserZone, resolved.tz]);
  return (
    <form aria-label="Range and time zone" className="grid grid-cols-2 gap-3 sm:flex sm:flex-wrap sm:items-start" onSubmit={(e) => e.preventDefault()}>
      <SelectField label="Range" value={preset} onChange={(e) => range.setPreset(e.target.value as RangePreset)}>
        {RANGE_PRESETS.map((p) => (
          <option key={p} value={p}>{PRESET_LABELS[p]}</option>
        ))}
      </SelectField>
      {preset === 'custom' && (
        <>
          <Field label="First day" type="date" value={resolved.firstDay} max={resolved.lastDay} onChange={(e) => e.target.value && range.setDays(e.target.value, resolved.lastDay)} />
          <Field label="Last day" type="date" value={resolved.lastDay} min={resolved.firstDay} onChange={(e) => e.target.value && range.setDays(resolved.firstDay, e.target.value)} />
        </>
      )}
      {showInterval && (
        <SelectField label="Buckets" value={resolved.interval} onChange={(e) => range.setInterval(e.target.value as 'hour' | 'day')}>
          <option value="day">Daily</option>
          <option value="hour">Hourly</option>
        </SelectField>
      )}
      <SelectField label="Time zone" value={resolved.tz} onChange={(e) => range.setZone(e.target.value)} hint="Day buckets start at midnight here." {...pickerProps}>
        <optgroup label="Suggested">
          {choices.suggested.map((z) => (
            <option key={z} value={z}>{z === browserZone && z !== 'UTC' ? `${z} (this browser)` : z}</option>
          ))}
        </optgroup>
        {choices.others.length > 0 && (
          <optgroup label="All time zones">
            {choices.others.map((z) => (
              <option key={z} value={z}>{z}</option>
            ))}
          </optgroup>
        )}
      </SelectField>
    </form>
  );
}
