import { Inject, Injectable } from '@nestjs/common';
import { isAdminRole, withSettingDefaults, type Bootstrap } from '@fieldwork/contracts';
import { AppError } from '../common/app-error';
import { Database } from '../db/database';
import type { AuthUser, ResolvedInstance } from '../tenancy/instance.types';
import { InstanceSettingsRepository } from './instance-settings.repository';
import { TogglesService } from './toggles.service';

/** GET /v2/apps/bootstrap: the start-up settings, trimmed for anonymous callers. */
@Injectable()
export class BootstrapService {
  constructor(
    @Inject(Database) private readonly db: Database,
    @Inject(InstanceSettingsRepository) private readonly settings: InstanceSettingsRepository,
    @Inject(TogglesService) private readonly toggles: TogglesService,
  ) {}

  get(instance: ResolvedInstance, user: AuthUser | undefined): Promise<Bootstrap> {
    return this.db.tenant(instance.id, async (scope) => {
      const stored = await this.settings.get(scope);
      if (!stored) throw new AppError('instance_not_found', 'No instance is served at this address');
      const s = withSettingDefaults(stored.settings, stored.name);
      const toggles = await this.toggles.listIn(scope);
      const signedIn = Boolean(user);
      return {
        instanceId: instance.id,
        instanceName: stored.name,
        isMainHost: instance.isMainHost,
        authenticated: signedIn,
        blueprintSettings: s.blueprintSettings,
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
        shiftViewByDay: s.shiftViewByDay,
        defaultJobSort: s.defaultJobSort,
        defaultFilterViews: signedIn ? s.defaultFilterViews : {},
        statusTranslations: s.statusTranslations,
        logoUrl: s.logoUrl,
        emailSenderName: s.emailSenderName,
        notifications: signedIn ? s.notifications : [],
        allDay: s.allDay,
        googleDriveCode: user && isAdminRole(user.role) ? s.googleDriveCode : null,
        customTranslations: s.customTranslations,
        userFields: signedIn ? s.userFields : [],
        customStatuses: s.customStatuses,
      };
    });
  }
}
