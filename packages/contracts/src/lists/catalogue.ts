import { ASSET_TARGETS, VIDEO_KINDS, type FileKind } from '../assets';
import { MAIL_STATUSES } from '../mails';
import { ROLES } from '../roles';
import { USER_STATES } from '../users';
import { defineList, type ListDefinition } from './definition';

/** The kinds a file filter offers, each a group of the kinds the server recognises. */
export const FILE_KIND_GROUPS = {
  image: ['jpeg', 'png'],
  pdf: ['pdf'],
  video: VIDEO_KINDS,
  document: ['doc', 'docx'],
  spreadsheet: ['xls', 'xlsx'],
} as const satisfies Record<string, readonly FileKind[]>;
export type FileKindGroup = keyof typeof FILE_KIND_GROUPS;

/** /files and GET /v2/asset. */
export const filesList = defineList({
  name: 'files',
  action: 'files.browse',
  columns: [
    { key: 'originalName', label: 'columns.name', sort: 'originalName' },
    { key: 'kind', label: 'columns.kind' },
    { key: 'size', label: 'columns.size', sort: 'size' },
    { key: 'uploadedBy', label: 'columns.uploadedBy' },
    { key: 'createdAt', label: 'columns.createdAt', sort: 'createdAt' },
  ],
  sorts: ['createdAt', 'originalName', 'size'],
  defaultSort: { key: 'createdAt', dir: 'desc' },
  search: true,
  download: true,
  filters: [
    { kind: 'checkbox', key: 'kind', label: 'filters.kind', section: 'sections.file', options: Object.keys(FILE_KIND_GROUPS) },
    { kind: 'text', key: 'name', label: 'filters.name', section: 'sections.file', operators: ['contains'] },
    { kind: 'radio', key: 'visibility', label: 'filters.visibility', section: 'sections.file', options: ['public', 'private'] },
    { kind: 'user', key: 'uploadedBy', label: 'filters.uploadedBy', section: 'sections.people', max: 20 },
    { kind: 'user', key: 'owner', label: 'filters.owner', section: 'sections.people', max: 20 },
    { kind: 'date', key: 'createdAt', label: 'filters.createdAt', section: 'sections.dates' },
    { kind: 'searchSelect', key: 'jobId', label: 'filters.job', section: 'sections.attachedTo', source: 'jobs', idFormat: 'key', max: 100 },
    {
      kind: 'multiStep',
      key: 'attachedTo',
      label: 'filters.attachedTo',
      section: 'sections.attachedTo',
      steps: [
        { key: 'target', label: 'filters.target', options: ASSET_TARGETS },
        { key: 'targetId', label: 'filters.targetId', idFormat: 'key' },
      ],
    },
  ],
});

/** The notification panel's list (GET /v2/notifications). */
export const notificationsList = defineList({
  name: 'notifications',
  action: 'notifications.read',
  columns: [{ key: 'createdAt', label: 'columns.createdAt', sort: 'createdAt' }],
  sorts: ['createdAt'],
  defaultSort: { key: 'createdAt', dir: 'desc' },
  search: false,
  filters: [
    { kind: 'radio', key: 'read', label: 'filters.read', options: ['read', 'unread'] },
    { kind: 'date', key: 'createdAt', label: 'filters.createdAt' },
  ],
});

/** /mails and GET /v2/mails. */
export const mailsList = defineList({
  name: 'mails',
  action: 'mail.read',
  columns: [
    { key: 'to', label: 'columns.to', sort: 'to' },
    { key: 'subject', label: 'columns.subject' },
    { key: 'status', label: 'columns.status' },
    { key: 'createdAt', label: 'columns.createdAt', sort: 'createdAt' },
  ],
  sorts: ['createdAt', 'to'],
  defaultSort: { key: 'createdAt', dir: 'desc' },
  search: true,
  filters: [
    { kind: 'checkbox', key: 'status', label: 'filters.status', options: MAIL_STATUSES },
    { kind: 'date', key: 'createdAt', label: 'filters.createdAt' },
  ],
});

/**
 * /users and GET /v2/users (the people pickers too). Besides the grid's filters it reads the
 * spec's include_me (absent or true: the caller is listed) and excludeRoles.
 */
export const usersList = defineList({
  name: 'users',
  action: 'user.list',
  columns: [
    { key: 'name', label: 'columns.name', sort: 'name' },
    { key: 'email', label: 'columns.email', sort: 'email' },
    { key: 'role', label: 'columns.role', sort: 'role' },
    { key: 'state', label: 'columns.state', sort: 'state' },
    { key: 'skills', label: 'columns.skills' },
    { key: 'createdAt', label: 'columns.createdAt', sort: 'createdAt' },
  ],
  // role sorts by the role order (sys_admin first), state as active, invited, banned.
  sorts: ['name', 'email', 'role', 'state', 'createdAt'],
  defaultSort: { key: 'name', dir: 'asc' },
  search: true,
  filters: [
    { kind: 'checkbox', key: 'role', label: 'filters.role', section: 'sections.user', options: ROLES },
    { kind: 'checkbox', key: 'state', label: 'filters.state', section: 'sections.user', options: USER_STATES },
    { kind: 'searchSelect', key: 'skill', label: 'filters.skill', section: 'sections.skills', source: 'skills', idFormat: 'uuid', max: 20 },
    { kind: 'radio', key: 'include_me', label: 'filters.includeMe', options: ['true', 'false'], hidden: true },
    { kind: 'checkbox', key: 'excludeRoles', label: 'filters.excludeRoles', options: ROLES, hidden: true },
  ],
});

/**
 * /projects and GET /v2/projects: search over name and company; the people filter finds the
 * projects a user is one of. Clients see their client projects only.
 */
export const projectsList = defineList({
  name: 'projects',
  action: 'project.list',
  columns: [
    { key: 'name', label: 'columns.name', sort: 'name' },
    { key: 'company', label: 'columns.company', sort: 'company' },
    { key: 'users', label: 'columns.users' },
    { key: 'location', label: 'columns.location' },
    { key: 'createdAt', label: 'columns.createdAt', sort: 'createdAt' },
  ],
  sorts: ['name', 'company', 'createdAt'],
  defaultSort: { key: 'createdAt', dir: 'desc' },
  search: true,
  filters: [
    { kind: 'text', key: 'company', label: 'filters.company', section: 'sections.project', operators: ['contains'] },
    { kind: 'user', key: 'user', label: 'filters.user', section: 'sections.people', max: 20 },
    { kind: 'date', key: 'createdAt', label: 'filters.createdAt', section: 'sections.dates' },
  ],
});

/**
 * /settings/skills and GET /v2/skills (the skills pickers too, 100 a page). The role filter finds
 * the skills given to any of the roles chosen; a skill without roles is given to every role.
 */
export const skillsList = defineList({
  name: 'skills',
  action: 'skill.read',
  columns: [
    { key: 'name', label: 'columns.name', sort: 'name' },
    { key: 'label', label: 'columns.label' },
    { key: 'roles', label: 'columns.roles' },
    { key: 'createdAt', label: 'columns.createdAt', sort: 'createdAt' },
  ],
  sorts: ['name', 'createdAt'],
  defaultSort: { key: 'name', dir: 'asc' },
  search: true,
  filters: [{ kind: 'checkbox', key: 'role', label: 'filters.role', options: ROLES }],
});

/**
 * /jobs and GET /v2/jobs (GET /v1/jobs too): search over the job's number, its type and its
 * project; filters by status, type, project, assignee, dates and required skills. The default
 * sort is the instance's defaultJobSort (created_at unless set). Clients see their projects'
 * jobs only.
 */
export const jobsList = defineList({
  name: 'jobs',
  action: 'job.list',
  columns: [
    { key: 'ID', label: 'columns.id', sort: 'ID' },
    { key: 'status', label: 'columns.status', sort: 'status' },
    { key: 'jobType', label: 'columns.jobType' },
    { key: 'project', label: 'columns.project' },
    { key: 'users', label: 'columns.users' },
    { key: 'startDate', label: 'columns.startDate', sort: 'startDate' },
    { key: 'createdAt', label: 'columns.createdAt', sort: 'createdAt' },
  ],
  sorts: ['createdAt', 'startDate', 'ID', 'status'],
  defaultSort: { key: 'createdAt', dir: 'desc' },
  search: true,
  download: true,
  filters: [
    { kind: 'searchSelect', key: 'status', label: 'filters.status', section: 'sections.job', source: 'statuses', idFormat: 'key', max: 60 },
    { kind: 'searchSelect', key: 'jobType', label: 'filters.jobType', section: 'sections.job', source: 'jobTypes', idFormat: 'uuid', max: 50 },
    { kind: 'searchSelect', key: 'project', label: 'filters.project', section: 'sections.job', source: 'projects', idFormat: 'uuid', max: 50 },
    { kind: 'user', key: 'assignee', label: 'filters.assignee', section: 'sections.people', max: 20 },
    { kind: 'date', key: 'startDate', label: 'filters.startDate', section: 'sections.dates' },
    { kind: 'date', key: 'createdAt', label: 'filters.createdAt', section: 'sections.dates' },
    { kind: 'searchSelect', key: 'skill', label: 'filters.skill', section: 'sections.skills', source: 'skills', idFormat: 'uuid', max: 20 },
    // The job ids of a share or a widget's link (/jobs?id=...), not offered in the modal.
    { kind: 'searchSelect', key: 'id', label: 'filters.job', source: 'jobs', idFormat: 'uuid', max: 100, hidden: true },
  ],
});

/** Every list, by name: the {instance} of the templates calls, the {screen} of client state. */
export const LISTS = {
  files: filesList,
  notifications: notificationsList,
  mails: mailsList,
  users: usersList,
  projects: projectsList,
  skills: skillsList,
  jobs: jobsList,
} as const satisfies Record<string, ListDefinition>;
export type ListName = keyof typeof LISTS;

export function listNamed(name: string): ListDefinition | undefined {
  return Object.hasOwn(LISTS, name) ? LISTS[name as ListName] : undefined;
}
