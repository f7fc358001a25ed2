import { useDeferredValue, useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import { useTranslation } from 'react-i18next';
import type { JobDashboard, Widget, WidgetKind, WidgetUpdateBody } from '@fieldwork/contracts';
import { useCurrentUser } from '../../app/session/useSession';
import { MOBILE_BREAKPOINT } from '../../app/theme/createAppTheme';
import { visuallyHidden } from '../../components/visuallyHidden';
import { useGetJobDashboardQuery, useGetWidgetsQuery, useUpdateWidgetMutation } from '../jobs/jobsApi';
import { jobsListUrl } from './jobsLinks';
import { WidgetCard } from './WidgetCard';
import { JobsByStatusChart } from './charts/JobsByStatusChart';
import { JobsByTypeChart } from './charts/JobsByTypeChart';
import { JobList } from './widgets/JobList';
import { StatusCounters } from './widgets/StatusCounters';
import { Notice, Placeholder, WidgetEmpty, WidgetError, WidgetSkeleton } from './widgets/WidgetStates';
import { changedPlaces, compact, inReadingOrder, placeAtEnd, type LayoutMode, type Placed } from './widgetLayout';


/** The height of one grid row, in pixels; a widget is h rows tall (with the gaps between them); in one column, as tall as its content. */
const ROW_HEIGHT = 100;
const GAP = 16;

/** What the widgets read of GET /v2/jobs/dashboard. */
interface DashboardQuery {
  data?: JobDashboard;
  isLoading: boolean;
  refetch: () => unknown;
}

/**
 * The widgets of /dashboard (spec 1 section 7.2): the caller's own arrangement (GET
 * /v2/widgets/dashboard) of the jobs dashboard's data (GET /v2/jobs/dashboard) in a 12-column
 * grid, one column on a phone. Each widget's menu moves, resizes or hides it; what moved is saved
 * widget by widget (PUT /v2/widgets/dashboard/{id}) and shown at once.
 */
export function WidgetBoard() {
  const { t } = useTranslation();
  const widgets = useGetWidgetsQuery();
  const dashboard = useGetJobDashboardQuery();
  const me = useCurrentUser().id;
  const [update] = useUpdateWidgetMutation();
  const mode: LayoutMode = useMediaQuery(`(max-width:${MOBILE_BREAKPOINT - 0.05}px)`, { noSsr: true }) ? 'column' : 'grid';
  const [announcement, setAnnouncement] = useState('');
  const [saveFailed, setSaveFailed] = useState(false);
  const [hiddenAnchor, setHiddenAnchor] = useState<HTMLElement | null>(null);
  const hiddenButton = useRef<HTMLButtonElement>(null);
  const [focusHidden, setFocusHidden] = useState(false);

  // The widgets are drawn from deferred copies of the two answers: when they arrive, the urgent
  // render only notices, and the widgets are worked out in a transition React can interrupt (a
  // store's update is otherwise drawn in one piece, holding a phone's CPU for the whole board).
  const widgetList = useDeferredValue(widgets.data);
  const dashboardData = useDeferredValue(dashboard.data);
  const shownDashboard: DashboardQuery = { data: dashboardData, isLoading: !dashboardData && !dashboard.isError, refetch: dashboard.refetch };
  const all = widgetList ?? [];
  const visible = all.filter((w) => !w.hidden);
  const hidden = all.filter((w) => w.hidden);
  const stored: Placed[] = visible.map((w) => ({ id: w._id, place: w.position }));
  const layout = inReadingOrder(compact(stored));
  const title = (kind: WidgetKind) => t(`dashboard.widgets.titles.${kind}`);

  // A hidden widget's menu is gone: the keyboard goes on from Hidden widgets.
  useEffect(() => {
    if (focusHidden && hiddenButton.current) {
      hiddenButton.current.focus();
      setFocusHidden(false);
    }
  }, [focusHidden, hidden.length]);

  async function save(changes: { id: string; body: WidgetUpdateBody }[], message: string) {
    setAnnouncement(message);
    setSaveFailed(false);
    const results = await Promise.all(changes.map((change) => update(change)));
    if (results.some((result) => 'error' in result)) setSaveFailed(true);
  }

  function arrange(widget: Widget, next: Placed[], change: 'moved' | 'resized') {
    const changes = changedPlaces(stored, next).map((p) => ({ id: p.id, body: { position: p.place } }));
    void save(changes, t(`dashboard.widgets.${change}`, { title: title(widget.kind) }));
  }

  function hide(widget: Widget) {
    setFocusHidden(true);
    void save([{ id: widget._id, body: { hidden: true } }], t('dashboard.widgets.hidden', { title: title(widget.kind) }));
  }

  function show(widget: Widget) {
    setHiddenAnchor(null);
    const next = placeAtEnd(compact(stored), { id: widget._id, place: widget.position });
    const changes = changedPlaces(stored, next).map((p) => ({ id: p.id, body: p.id === widget._id ? { hidden: false, position: p.place } : { position: p.place } }));
    void save(changes, t('dashboard.widgets.shown', { title: title(widget.kind) }));
  }

  let body;
  if (!widgetList && !widgets.isError) {
    body = (
      <Box sx={{ display: 'grid', gap: `${GAP}px`, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }} aria-busy="true" data-testid="dashboard-loading">
        <Placeholder height={2 * ROW_HEIGHT} rows={4} />
      </Box>
    );
  } else if (widgets.isError) {
    body = (
      <Notice
        testId="dashboard-error"
        text={t('dashboard.widgets.loadFailed')}
        action={
          <Button color="error" size="small" onClick={() => void widgets.refetch()}>
            {t('dashboard.widgets.retry')}
          </Button>
        }
      />
    );
  } else if (visible.length === 0) {
    body = <WidgetEmpty text={hidden.length > 0 ? t('dashboard.widgets.allHidden') : t('dashboard.widgets.none')} />;
  } else {
    body = (
      <Box
        data-testid="dashboard-widgets"
        sx={{
          display: 'grid',
          gap: `${GAP}px`,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(12, minmax(0, 1fr))' },
          gridAutoRows: { md: `${ROW_HEIGHT}px` },
        }}
      >
        {layout.map(({ id, place }) => {
          const widget = visible.find((w) => w._id === id)!;
          return (
            <Box
              key={id}
              data-place={`${place.x},${place.y},${place.w},${place.h}`}
              sx={{
                minWidth: 0,
                gridColumn: { xs: '1 / -1', md: `${place.x + 1} / span ${place.w}` },
                gridRow: { md: `${place.y + 1} / span ${place.h}` },
                // A phone's one column: each widget as tall as what it shows.
              }}
            >
              <WidgetCard
                title={title(widget.kind)}
                link={widgetLink(widget.kind, dashboardData, me)}
                testId={`widget-${widget.kind}`}
                arrange={{ id, layout: stored, mode, onArrange: (next, change) => arrange(widget, next, change), onHide: () => hide(widget) }}
              >
                <WidgetContent kind={widget.kind} dashboard={shownDashboard} />
              </WidgetCard>
            </Box>
          );
        })}
      </Box>
    );
  }

  return (
    <Box component="section" aria-labelledby="dashboard-overview">
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1.5, flexWrap: 'wrap' }}>
        <Typography id="dashboard-overview" variant="h2">
          {t('dashboard.overview')}
        </Typography>
        {hidden.length > 0 && (
          <>
            <Button
              ref={hiddenButton}
              size="small"
              startIcon={<VisibilityOutlined />}
              aria-haspopup="menu"
              aria-expanded={hiddenAnchor ? 'true' : undefined}
              onClick={(event) => setHiddenAnchor(event.currentTarget)}
            >
              {t('dashboard.widgets.hiddenWidgets', { count: hidden.length })}
            </Button>
            <Menu anchorEl={hiddenAnchor} open={hiddenAnchor !== null} onClose={() => setHiddenAnchor(null)}>
              {hidden.map((widget) => (
                <MenuItem key={widget._id} onClick={() => show(widget)}>
                  {t('dashboard.widgets.show', { title: title(widget.kind) })}
                </MenuItem>
              ))}
            </Menu>
          </>
        )}
      </Box>
      {saveFailed && (
        <Box sx={{ mb: 1.5 }}>
          <Notice
            testId="dashboard-save-failed"
            text={t('dashboard.widgets.saveFailed')}
            action={
              <Button color="error" size="small" onClick={() => setSaveFailed(false)}>
                {t('dashboard.widgets.dismiss')}
              </Button>
            }
          />
        </Box>
      )}
      {body}
      <Box role="status" sx={visuallyHidden}>
        {announcement}
      </Box>
    </Box>
  );
}

/** Where a widget's "View in jobs" leads: the jobs list with the widget's filters. */
function widgetLink(kind: WidgetKind, data: JobDashboard | undefined, me: string): string {
  switch (kind) {
    case 'my_jobs':
      return jobsListUrl({ assignee: me });
    case 'jobs_by_status': {
      const days = data?.byStatusOverTime ?? [];
      return days.length > 0 ? jobsListUrl({ createdAt: { from: days[0]!.date, to: days[days.length - 1]!.date } }) : jobsListUrl();
    }
    default:
      return jobsListUrl();
  }
}

/** A widget's content from the dashboard's data: loading, failed, empty, or what it shows. */
function WidgetContent({ kind, dashboard }: { kind: WidgetKind; dashboard: DashboardQuery }) {
  const { t } = useTranslation();
  if (dashboard.isLoading) return <WidgetSkeleton />;
  if (!dashboard.data) return <WidgetError onRetry={() => void dashboard.refetch()} />;
  const data = dashboard.data;
  switch (kind) {
    case 'status_counters':
      return <StatusCounters counters={data.counters} />;
    case 'recent_jobs':
      return <JobList jobs={data.recent} empty={t('dashboard.lists.emptyRecent')} />;
    case 'my_jobs':
      return <JobList jobs={data.mine} empty={t('dashboard.lists.emptyMine')} />;
    case 'jobs_by_status':
      if (!data.byStatusOverTime.some((day) => Object.values(day.counts).some((n) => n > 0))) return <WidgetEmpty text={t('dashboard.charts.empty')} />;
      return <JobsByStatusChart days={data.byStatusOverTime} />;
    case 'jobs_by_type':
      if (!data.byType.some((type) => type.count > 0)) return <WidgetEmpty text={t('dashboard.charts.emptyTypes')} />;
      return <JobsByTypeChart types={data.byType.filter((type) => type.count > 0)} />;
  }
}
