import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  areaInUnit,
  inches,
  inchesToMetres,
  lengthInUnit,
  metres,
  metresToInches,
  px,
  squareMetres,
  squareMetresToSquareInches,
  type Inches,
  type Metres,
  type Pixels,
} from '../src';

describe('unit brands', () => {
  it('keep pixels, metres and inches apart at compile time', () => {
    const length = px(10);
    // @ts-expect-error plan pixels are not metres
    const asMetres: Metres = length;
    // @ts-expect-error metres are not inches
    const asInches: Inches = metres(1);
    // @ts-expect-error a bare number is not pixels
    const bare: Pixels = 3;
    expectTypeOf(px(1)).toEqualTypeOf<Pixels>();
    expectTypeOf(metres(1)).not.toEqualTypeOf<Pixels>();
    // At run time they stay plain numbers, so arithmetic and JSON are unchanged.
    expect([asMetres, asInches, bare]).toEqual([10, 1, 3]);
    expect(JSON.stringify({ w: px(5) })).toBe('{"w":5}');
  });
});

describe('unit conversion', () => {
  it('converts one inch to exactly 0.0254 metres and back', () => {
    expect(inchesToMetres(inches(1))).toBe(0.0254);
    expect(metresToInches(metres(0.0254))).toBeCloseTo(1, 12);
    expect(metresToInches(metres(1))).toBeCloseTo(39.37007874, 8);
  });

  it('converts square metres to square inches', () => {
    expect(squareMetresToSquareInches(squareMetres(1))).toBeCloseTo(1550.0031, 4);
  });

  it('expresses lengths and areas in the instance unit', () => {
    expect(lengthInUnit(metres(2), 'Meters')).toBe(2);
    expect(lengthInUnit(metres(0.0508), 'Inches')).toBeCloseTo(2, 12);
    expect(areaInUnit(squareMetres(3), 'Meters')).toBe(3);
    expect(areaInUnit(squareMetres(0.0254 * 0.0254), 'Inches')).toBeCloseTo(1, 12);
  });
});
