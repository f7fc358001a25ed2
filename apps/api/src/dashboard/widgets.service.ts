import { Inject, Injectable } from '@nestjs/common';
import { DEFAULT_WIDGET_LAYOUT, WIDGET_KINDS, WIDGET_MESSAGES, type Widget, type WidgetKind, type WidgetUpdateBody } from '@fieldwork/contracts';
import type { Caller } from '../access/caller';
import { AppError } from '../common/app-error';
import { WidgetsRepository, type WidgetRow } from './widgets.repository';

/**
 * The caller's dashboard widgets (GET and PUT /v2/widgets/dashboard...). A user has one widget
 * of each kind; the first read stores the default layout, and a kind added since is put below
 * the user's own arrangement. Nobody reads or changes another user's widgets: they are not found.
 */
@Injectable()
export class WidgetsService {
  constructor(@Inject(WidgetsRepository) private readonly repo: WidgetsRepository) {}

  async list(caller: Caller): Promise<Widget[]> {
    const { scope, actor } = caller;
    let rows = await this.repo.list(scope, actor.id);
    const missing = DEFAULT_WIDGET_LAYOUT.filter((d) => !rows.some((row) => row.kind === d.kind));
    if (missing.length > 0) {
      await this.repo.addMissing(scope, actor.id, placedBelow(rows, missing));
      rows = await this.repo.list(scope, actor.id);
    }
    return rows.filter(isKnownKind).map(toWidget);
  }

  async get(caller: Caller, id: string): Promise<Widget> {
    const row = await this.repo.findOwn(caller.scope, caller.actor.id, id);
    if (!row || !isKnownKind(row)) throw new AppError('not_found', WIDGET_MESSAGES.notFound);
    return toWidget(row);
  }

  /** Moves, resizes, hides or shows the widget, or replaces its settings: what the body gives. */
  async update(caller: Caller, id: string, body: WidgetUpdateBody): Promise<Widget> {
    const patch = {
      ...(body.position ? { position: body.position } : {}),
      ...(body.hidden !== undefined ? { hidden: body.hidden } : {}),
      ...(body.settings ? { settings: body.settings } : {}),
    };
    const row = await this.repo.updateOwn(caller.scope, caller.actor.id, id, patch);
    if (!row || !isKnownKind(row)) throw new AppError('not_found', WIDGET_MESSAGES.notFound);
    return toWidget(row);
  }
}

/** Default places for `missing`: as they are on a new dashboard, below what the user already has. */
function placedBelow(rows: readonly WidgetRow[], missing: typeof DEFAULT_WIDGET_LAYOUT) {
  if (rows.length === 0) return missing;
  const bottom = Math.max(...rows.map((row) => row.position.y + row.position.h));
  const top = Math.min(...missing.map((d) => d.position.y));
  return missing.map((d) => ({ kind: d.kind, position: { ...d.position, y: Math.min(1000, bottom + d.position.y - top) } }));
}

function isKnownKind(row: WidgetRow): row is WidgetRow & { kind: WidgetKind } {
  return (WIDGET_KINDS as readonly string[]).includes(row.kind);
}

function toWidget(row: WidgetRow & { kind: WidgetKind }): Widget {
  return { _id: row.id, kind: row.kind, position: row.position, hidden: row.hidden, settings: row.settings };
}
