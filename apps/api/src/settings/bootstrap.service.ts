import { Inject, Injectable } from '@nestjs/common';
import type { Bootstrap } from '@fieldwork/contracts';
import { allows, type AnyCaller } from '../access/caller';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { reusableReply } from '../common/checked-reply';
import { InstanceStateService, type InstanceState } from './instance-state.service';

/** GET /v2/apps/bootstrap: the start-up settings, trimmed for anonymous callers. */
@Injectable()
export class BootstrapService {
  constructor(
    @Inject(InstanceStateService) private readonly state: InstanceStateService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The replies built from one instance state, by host and by what the caller is shown. */
  private readonly built = new WeakMap<InstanceState, Map<string, Bootstrap>>();

  /**
   * From the cached instance state: an anonymous visitor costs no database round trip. The reply
   * is built once per state, host and kind of caller, and checked against its schema once
   * (reusableReply); a change of settings or toggles makes a new state, so a new reply.
   */
  async get(caller: AnyCaller): Promise<Bootstrap> {
    const state = await this.state.get(caller.scope);
    const signedIn = caller.actor !== null;
    const drive = allows(caller, 'settings.view');
    const key = `${caller.instance.host}|${caller.instance.isMainHost}|${signedIn}|${drive}`;
    let replies = this.built.get(state);
    if (!replies) this.built.set(state, (replies = new Map()));
    let reply = replies.get(key);
    if (!reply) replies.set(key, (reply = reusableReply(this.build(caller, state, signedIn, drive))));
    return reply;
  }

  private build(caller: AnyCaller, state: InstanceState, signedIn: boolean, drive: boolean): Bootstrap {
    const { instance } = caller;
    const { name, settings: s, toggles } = state;
    return {
      instanceId: instance.id,
      instanceName: name,
      isMainHost: instance.isMainHost,
      authenticated: signedIn,
      // The ratio and the unit; the element definitions are read from GET /v2/settings/blueprints.
      blueprintSettings: { ratio: s.blueprintSettings.ratio, systemUnit: s.blueprintSettings.systemUnit },
      branding: s.branding,
      companyName: s.companyName,
      settings: { logo: s.logoUrl, default_language: s.default_language },
      menu: s.menu,
      host: instance.host,
      timezone: s.timezone,
      security: s.security,
      secondaryLogoUrl: s.secondaryLogoUrl,
      allowedStatuses: s.allowedStatuses,
      statusOrder: s.statusOrder,
      toggles,
      // Anonymous callers get what the sign-in screen needs, not the instance's configuration.
      projectFields: signedIn ? s.projectFields : [],
      projectFieldsTurnOffHidden: s.projectFieldsTurnOffHidden,
      shiftViewByDay: s.shiftViewByDay,
      defaultJobSort: s.defaultJobSort,
      defaultFilterViews: signedIn ? s.defaultFilterViews : {},
      statusTranslations: s.statusTranslations,
      logoUrl: s.logoUrl,
      emailSenderName: s.emailSenderName,
      notifications: signedIn ? s.notifications : [],
      allDay: s.allDay,
      googleDriveCode: drive ? s.googleDriveCode : null,
      customTranslations: s.customTranslations,
      userFields: signedIn ? s.userFields : [],
      customStatuses: s.customStatuses,
      // The public answering pages show maps too, so anonymous callers get them.
      maps: this.config.maps,
    };
  }
}
