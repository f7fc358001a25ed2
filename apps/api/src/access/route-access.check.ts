import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { PATH_METADATA } from '@nestjs/common/constants';
import { DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';
import { ROUTE_ACCESS } from './access.decorators';

/**
 * Refuses to start when a route declares neither @Authenticated({ action }) nor @Public(): no
 * route can reach a handler without the access policy having been asked.
 */
@Injectable()
export class RouteAccessCheck implements OnModuleInit {
  constructor(
    @Inject(DiscoveryService) private readonly discovery: DiscoveryService,
    @Inject(MetadataScanner) private readonly scanner: MetadataScanner,
    @Inject(Reflector) private readonly reflector: Reflector,
  ) {}

  onModuleInit(): void {
    const missing: string[] = [];
    for (const wrapper of this.discovery.getControllers()) {
      const proto = wrapper.metatype?.prototype as Record<string, unknown> | undefined;
      if (!proto) continue;
      for (const name of this.scanner.getAllMethodNames(proto)) {
        const handler = proto[name] as (...args: unknown[]) => unknown;
        if (Reflect.getMetadata(PATH_METADATA, handler) === undefined) continue;
        if (!this.reflector.get(ROUTE_ACCESS, handler)) missing.push(`${wrapper.name}.${name}`);
      }
    }
    if (missing.length) throw new Error(`Routes without an access declaration: ${missing.join(', ')}`);
  }
}
