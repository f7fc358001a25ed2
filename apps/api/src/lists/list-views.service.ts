import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  listNamed,
  MAX_LIST_VIEWS,
  parseListQuery,
  type ClientState,
  type ListDefinition,
  type ListState,
  type ListView,
  type ListViewActionBody,
  type ListViewSubject,
  type SaveListViewBody,
  type Success,
} from '@fieldwork/contracts';
import { allows, authorize, type Caller } from '../access/caller';
import { AppError } from '../common/app-error';
import { listQueryError } from './list-query.pipe';
import { ListViewsRepository, type ListViewRow } from './list-views.repository';

/**
 * Saved state of grid lists: each user's default filters per list (client state) and named views
 * ("templates"), their own or shared by an admin. Every call names a list the caller may open;
 * what is saved is checked by that list's own parser, so a view can hold only what a request can.
 */
@Injectable()
export class ListViewsService {
  constructor(@Inject(ListViewsRepository) private readonly repo: ListViewsRepository) {}

  /** GET /v2/apps/client/state/{screen}. */
  async getState(caller: Caller, screen: string): Promise<ClientState> {
    const def = this.openList(caller, screen);
    return toState(def.name, await this.repo.findDefault(caller.scope, caller.actor.id, def.name));
  }

  /** POST /v2/apps/client/state/{screen}: saves the default, or clears it with null. */
  async saveState(caller: Caller, screen: string, state: ListState | null): Promise<ClientState> {
    const def = this.openList(caller, screen);
    if (state === null) {
      await this.repo.deleteDefault(caller.scope, caller.actor.id, def.name);
      return toState(def.name, null);
    }
    checkState(def, state, 'state');
    return toState(def.name, await this.repo.upsertDefault(caller.scope, caller.actor.id, def.name, state));
  }

  /** GET /v2/apps/client/state/byId/{id}: the state of a view or default the caller may read. */
  async stateById(caller: Caller, id: string): Promise<ClientState> {
    const row = await this.repo.findById(caller.scope, id);
    if (!row) throw AppError.notFound('Saved view');
    authorize(caller, 'listView.read', subjectOf(row));
    this.openList(caller, row.list);
    return toState(row.list, row);
  }

  /** GET /v2/{list}/templates: the caller's own views of the list and the shared ones. */
  async views(caller: Caller, list: string, search?: string): Promise<ListView[]> {
    const def = this.openList(caller, list);
    const rows = await this.repo.visibleViews(caller.scope, def.name, caller.actor.id, search || undefined);
    return rows.map((row) => this.toView(caller, row));
  }

  /** GET /v2/{list}/{id}/template. */
  async view(caller: Caller, list: string, id: string): Promise<ListView> {
    const def = this.openList(caller, list);
    const row = await this.loadView(caller, def, id, 'listView.read');
    return this.toView(caller, row);
  }

  /** POST /v2/{list}/{id}/template: renames the view (with a name), or copies it as the caller's own. */
  async renameOrCopy(caller: Caller, list: string, id: string, body: ListViewActionBody): Promise<ListView> {
    const def = this.openList(caller, list);
    if (body.name !== undefined) {
      await this.loadView(caller, def, id, 'listView.modify');
      return this.toView(caller, await this.repo.updateView(caller.scope, id, { name: body.name }));
    }
    const source = await this.loadView(caller, def, id, 'listView.read');
    authorize(caller, 'listView.save');
    await this.ensureRoom(caller, def);
    const copy = await this.repo.insertView(caller.scope, {
      id: randomUUID(),
      list: def.name,
      ownerId: caller.actor.id,
      name: source.name ?? '',
      state: source.state,
      shared: false,
    });
    return this.toView(caller, copy!);
  }

  /** DELETE /v2/{list}/{id}/template. */
  async remove(caller: Caller, list: string, id: string): Promise<Success> {
    const def = this.openList(caller, list);
    await this.loadView(caller, def, id, 'listView.modify');
    await this.repo.delete(caller.scope, id);
    return { success: true };
  }

  /**
   * POST /v2/{list}/template/{id}: saves a view under the id the client chose. A new id creates the
   * caller's own view; an existing one is replaced where the caller may change it. Sharing a view
   * with everyone is for admins.
   */
  async save(caller: Caller, list: string, id: string, body: SaveListViewBody): Promise<ListView> {
    const def = this.openList(caller, list);
    checkState(def, body.filters, 'filters');
    if (body.shared) authorize(caller, 'listView.share');
    const existing = await this.repo.findById(caller.scope, id, { forUpdate: true });
    if (existing) {
      authorize(caller, 'listView.read', subjectOf(existing));
      if (existing.kind !== 'view' || existing.list !== def.name) {
        throw new AppError('conflict', 'This id belongs to another saved view; choose a new one');
      }
      authorize(caller, 'listView.modify', subjectOf(existing));
      const row = await this.repo.updateView(caller.scope, id, { name: body.name, state: body.filters, shared: body.shared ?? existing.shared });
      return this.toView(caller, row);
    }
    await this.ensureRoom(caller, def);
    const row = await this.repo.insertView(caller.scope, {
      id,
      list: def.name,
      ownerId: caller.actor.id,
      name: body.name,
      state: body.filters,
      shared: body.shared ?? false,
    });
    if (!row) throw new AppError('conflict', 'This id belongs to another saved view; choose a new one');
    return this.toView(caller, row);
  }

  /** The list named in the path, which the caller must be allowed to open (files.browse for files...). */
  private openList(caller: Caller, name: string): ListDefinition {
    const def = listNamed(name);
    if (!def) throw AppError.notFound('List');
    authorize(caller, def.action);
    return def;
  }

  /** A view of this list that the caller may read (404 otherwise) and do `action` to. */
  private async loadView(caller: Caller, def: ListDefinition, id: string, action: 'listView.read' | 'listView.modify'): Promise<ListViewRow> {
    const row = await this.repo.findById(caller.scope, id, { forUpdate: action === 'listView.modify' });
    if (!row || row.kind !== 'view' || row.list !== def.name) throw AppError.notFound('Saved view');
    authorize(caller, 'listView.read', subjectOf(row));
    if (action === 'listView.modify') authorize(caller, action, subjectOf(row));
    return row;
  }

  private async ensureRoom(caller: Caller, def: ListDefinition): Promise<void> {
    if ((await this.repo.countOwnViews(caller.scope, caller.actor.id, def.name)) >= MAX_LIST_VIEWS) {
      throw new AppError('validation_failed', `You can keep at most ${MAX_LIST_VIEWS} saved views of this list; delete one first`);
    }
  }

  private toView(caller: Caller, row: ListViewRow): ListView {
    return {
      _id: row.id,
      list: row.list,
      name: row.name ?? '',
      filters: row.state,
      shared: row.shared,
      owner: row.ownerId,
      editable: allows(caller, 'listView.modify', subjectOf(row)),
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    };
  }
}

/** Saved filters are a list request's parameters: the list's parser refuses what a request could not carry. */
function checkState(def: ListDefinition, state: ListState, field: string): void {
  const { issues } = parseListQuery(def, state);
  if (issues.length > 0) throw listQueryError(issues.map((i) => ({ param: `${field}.${i.param}`, message: i.message })));
}

function subjectOf(row: ListViewRow): ListViewSubject {
  return { ownerId: row.ownerId, shared: row.shared };
}

function toState(screen: string, row: ListViewRow | null): ClientState {
  return { _id: row?.id ?? null, screen, state: row?.state ?? null, updated_at: row?.updatedAt.toISOString() ?? null };
}
