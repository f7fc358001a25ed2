import { Body, Controller, Get, Inject, Param, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { createZodDto, ZodResponse } from 'nestjs-zod';
import { z } from 'zod';
import { bootstrapSchema, toggleStateSchema, toggleUpdateSchema, type ToggleKey } from '@fieldwork/contracts';
import { ToggleKeyPipe } from '../common/pipes';
import { MinRole, OptionalAuth } from '../auth/auth.decorators';
import { CurrentInstance, OptionalUser } from '../tenancy/current.decorators';
import type { AuthUser, ResolvedInstance } from '../tenancy/instance.types';
import { BootstrapService } from './bootstrap.service';
import { TogglesService } from './toggles.service';

class BootstrapDto extends createZodDto(bootstrapSchema) {}
class ToggleStateDto extends createZodDto(toggleStateSchema) {}
class ToggleListDto extends createZodDto(z.array(toggleStateSchema)) {}
class ToggleUpdateDto extends createZodDto(toggleUpdateSchema) {}
const appSettingsSchema = z.object({ toggleId: z.string(), isActive: z.boolean(), settings: z.record(z.string(), z.unknown()) });
class AppSettingsDto extends createZodDto(appSettingsSchema) {}
class AppSettingsBodyDto extends createZodDto(z.object({ settings: z.record(z.string(), z.unknown()) })) {}

@ApiTags('settings')
@ApiBearerAuth()
@Controller('v2/apps')
export class SettingsController {
  constructor(
    @Inject(BootstrapService) private readonly bootstrap: BootstrapService,
    @Inject(TogglesService) private readonly toggles: TogglesService,
  ) {}

  @Get('bootstrap')
  @OptionalAuth()
  @ApiOperation({ summary: 'Start-up settings, anonymous or signed in' })
  @ZodResponse({ type: BootstrapDto })
  getBootstrap(@CurrentInstance() instance: ResolvedInstance, @OptionalUser() user?: AuthUser) {
    return this.bootstrap.get(instance, user);
  }

  @Get('toggles')
  @ZodResponse({ type: ToggleListDto })
  listToggles(@CurrentInstance() instance: ResolvedInstance) {
    return this.toggles.list(instance.id);
  }

  @Put('toggles/:id')
  @MinRole('business_admin')
  @ApiOperation({ summary: 'Switch an app on or off (business_admin and above)' })
  @ZodResponse({ type: ToggleStateDto })
  setToggle(
    @CurrentInstance() instance: ResolvedInstance,
    @Param('id', ToggleKeyPipe) key: ToggleKey,
    @Body() body: ToggleUpdateDto,
  ) {
    return this.toggles.set(instance.id, key, body.isActive);
  }

  @Get(':id/active')
  @ZodResponse({ type: ToggleStateDto })
  async isActive(@CurrentInstance() instance: ResolvedInstance, @Param('id', ToggleKeyPipe) key: ToggleKey) {
    return { toggleId: key, isActive: await this.toggles.isActive(instance.id, key) };
  }

  @Get(':toggleId/settings')
  @ZodResponse({ type: AppSettingsDto })
  getAppSettings(@CurrentInstance() instance: ResolvedInstance, @Param('toggleId', ToggleKeyPipe) key: ToggleKey) {
    return this.toggles.getSettings(instance.id, key);
  }

  @Post(':toggleId/settings')
  @MinRole('business_admin')
  @ZodResponse({ status: 201, type: AppSettingsDto })
  saveAppSettings(
    @CurrentInstance() instance: ResolvedInstance,
    @Param('toggleId', ToggleKeyPipe) key: ToggleKey,
    @Body() body: AppSettingsBodyDto,
  ) {
    return this.toggles.saveSettings(instance.id, key, body.settings);
  }
}
