import { useEffect, useMemo } from 'react';
import { createSelector } from '@reduxjs/toolkit';
import { isPlanCalibrated } from '@fieldwork/blueprint-core';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import type { RootState } from '../../../app/store';
import { useCan } from '../../../app/access/useCan';
import { assetsApi } from '../../../components/attachments/assetsApi';
import { useGetProjectQuery } from '../../projects/projectsApi';
import { useGetMarkingsQuery } from '../blueprintsApi';

/** One plan of the project as the chooser offers it. */
export interface PlanChoice {
  id: string;
  name: string;
  /** Both axes measured: only such plans are offered to every user (spec 3 section 5). */
  measured: boolean;
  /** How many of this job's elements the plan holds. */
  marked: number;
  thumbnail: string | null;
}

export interface ProjectPlans {
  status: 'loading' | 'error' | 'ready';
  /** The plans offered to this user: measured ones, and unmeasured ones to those who may calibrate. */
  plans: PlanChoice[];
  /** How many plans of the project hold this job's elements. */
  markedPlans: number;
  retry(): void;
}

const NO_IDS: string[] = [];

/**
 * The PDF plans of a job's project (its blueprint list fields hold their asset ids), each with
 * its name, whether it is measured, and how many of the job's elements it holds.
 */
export function useProjectPlans(projectId: string | null, jobId: string | null): ProjectPlans {
  const can = useCan();
  const calibrator = can('blueprint.calibrate');
  const project = useGetProjectQuery(projectId ?? '', { skip: !projectId });
  const markings = useGetMarkingsQuery({ job: jobId ?? '' }, { skip: !jobId });
  const ids = useMemo(() => {
    if (!project.data) return NO_IDS;
    const found = project.data.fields
      .filter((view) => view.field.type === 'blueprintList' && Array.isArray(view.value))
      .flatMap((view) => (view.value as unknown[]).filter((id): id is string => typeof id === 'string'));
    return [...new Set(found)];
  }, [project.data]);

  const dispatch = useAppDispatch();
  const key = ids.join(',');
  useEffect(() => {
    const subscriptions = ids.map((id) => dispatch(assetsApi.endpoints.getAssetInfo.initiate(id)));
    return () => subscriptions.forEach((s) => s.unsubscribe());
    // The ids are read through their key: a new array of the same ids subscribes nothing new.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dispatch, key]);
  const selectInfos = useMemo(
    () => {
      const perId = ids.map((id) => assetsApi.endpoints.getAssetInfo.select(id) as unknown as (state: RootState) => ReturnType<ReturnType<typeof assetsApi.endpoints.getAssetInfo.select>>);
      return createSelector(perId, (...results) => results);
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [key],
  );
  const infos = useAppSelector(selectInfos);

  return useMemo(() => {
    const retry = () => {
      void project.refetch?.();
      ids.forEach((id) => dispatch(assetsApi.endpoints.getAssetInfo.initiate(id, { forceRefetch: true, subscribe: false })));
    };
    if (project.isError) return { status: 'error', plans: [], markedPlans: 0, retry };
    if (!project.data || infos.some((info) => info.isUninitialized || info.isLoading)) return { status: 'loading', plans: [], markedPlans: 0, retry };
    const perFile = new Map<string, number>();
    for (const item of markings.data?.items ?? []) perFile.set(item.file._id, (perFile.get(item.file._id) ?? 0) + item.rows.length);
    const plans: PlanChoice[] = [];
    ids.forEach((id, index) => {
      const asset = infos[index]?.data;
      // A plan whose details cannot be read (gone, or not the reader's) is not offered.
      if (!asset || (asset.extension.replace(/^\./, '').toLowerCase() !== 'pdf' && asset.mimeType !== 'application/pdf')) return;
      const measured = isPlanCalibrated(asset.measurements);
      if (!measured && !calibrator) return;
      plans.push({ id, name: asset.originalName, measured, marked: perFile.get(id) ?? 0, thumbnail: asset.previewUrl ?? asset.thumbnailUrl });
    });
    const markedPlans = [...perFile.values()].filter((n) => n > 0).length;
    return { status: 'ready', plans, markedPlans, retry };
  }, [project, infos, ids, markings.data, calibrator, dispatch]);
}
