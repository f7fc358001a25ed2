import type { ComponentType } from 'react';
import type { PdfExportWizardProps } from '../export/PdfExportWizard';
import type { SheetExportButtonProps } from '../export/SheetExportButton';
import type { LayerPanelProps } from '../panels/LayerPanel';

/**
 * Where the panels and exports written beside the editor plug in (ADR 0046). The editor builds
 * each one's props (BlueprintEditor.tsx: layerPanelProps, the PDF wizard's and the spreadsheet
 * button's); a slot is wired by naming its component here, keeping the nullable type, e.g.
 *   import { LayerPanel } from '../panels/LayerPanel';
 *   export const LayerPanelSlot: ComponentType<LayerPanelSlotProps> | null = LayerPanel;
 * A null slot shows nothing (no placeholder) and its toolbar button is not offered. Only types
 * are imported here, so an unwired slot adds nothing to the editor's chunk.
 */

/** The right-hand layer panel: elements, filters, element rows and, in set mode, the 'Measures' block the editor renders. */
export type LayerPanelSlotProps = LayerPanelProps;
/** The PDF export wizard, opened by the toolbar's 'Export PDF'. */
export type PdfExportSlotProps = PdfExportWizardProps;
/** The spreadsheet export: its own (compact) toolbar button. */
export type SheetExportSlotProps = SheetExportButtonProps;

export const LayerPanelSlot: ComponentType<LayerPanelSlotProps> | null = null;
export const PdfExportSlot: ComponentType<PdfExportSlotProps> | null = null;
export const SheetExportSlot: ComponentType<SheetExportSlotProps> | null = null;
