import type { ComponentType, ReactNode } from 'react';
import type { PlanBox, PlanScale } from '@fieldwork/blueprint-core';
import type { EditorElement, EditorMode, ElementContext, LayerFilters } from '../model';

/**
 * Where the panels and exports written beside the editor plug in (ADR 0046). Each slot is
 * null until its component is wired here (`export { LayerPanel as LayerPanelSlot } ...`); a
 * null slot shows nothing (no placeholder), and its toolbar button is not offered.
 */

/** What the right-hand layer panel gets. */
export interface LayerPanelSlotProps {
  /** The plan's elements, in drawing order (the panel lists them newest first). */
  elements: readonly EditorElement[];
  context: ElementContext;
  scale: PlanScale;
  mode: EditorMode;
  currentJobId: string | null;
  selectedId: string | null;
  filters: LayerFilters;
  onFiltersChange(filters: LayerFilters): void;
  /** Whether the user may change this element (its own job, or where the question allows). */
  canEdit(element: EditorElement): boolean;
  onSelect(id: string): void;
  onToggleVisible(id: string, visible: boolean): void;
  /** Asks the editor's removal confirmation. */
  onRemove(id: string): void;
  onViewJob?(jobId: string): void;
  onChange(id: string, patch: { comment?: string; strokeWidth?: number; strokeHeight?: number; widthAsHeight?: boolean }): void;
  /** Width and height in metres, through the plan's scale; empty or negative values are ignored. */
  onDimensions(id: string, size: { width?: number; height?: number }): void;
  /** Set mode's 'Measures' block (pixels against metres), rendered by the editor. */
  measures: ReactNode;
}

/** The PDF export wizard, opened by the toolbar's 'Export PDF'. */
export interface PdfExportSlotProps {
  open: boolean;
  onClose(): void;
  fileId: string;
  jobId: string | null;
  question: string | null;
  /** The visible elements the export covers. */
  elements: readonly EditorElement[];
  context: ElementContext;
  scale: PlanScale;
  /** The crop tool's box in plan pixels (null: the whole plan). */
  crop: PlanBox | null;
  /** Closes the wizard's dialog and starts the editor's crop tool; the wizard reopens with the box. */
  onCropOnPlan(): void;
  planSize: { width: number; height: number };
}

/** The spreadsheet export: its own toolbar button. */
export interface SheetExportSlotProps {
  fileId: string;
  jobId: string | null;
  question: string | null;
  elementIds: readonly string[];
}

export const LayerPanelSlot: ComponentType<LayerPanelSlotProps> | null = null;
export const PdfExportSlot: ComponentType<PdfExportSlotProps> | null = null;
export const SheetExportSlot: ComponentType<SheetExportSlotProps> | null = null;
