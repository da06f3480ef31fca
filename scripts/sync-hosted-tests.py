#!/usr/bin/env python3
"""Keeps the TestHarness project's hosted unit-test target (AutofillTextFieldTests) compiling
exactly the Swift files under TestHarness/AutofillTextFieldTests (recursively). Creates the
target on first run. Idempotent; file ids are derived from the path, so two branches that add
the same file write the same lines. Usage: scripts/sync-hosted-tests.py [PROJECT_ROOT] (from the repository root by default)"""
import hashlib, os, re, sys

root = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else ".")
pbx = os.path.join(root, "TestHarness/TestHarness.xcodeproj/project.pbxproj")
scheme = os.path.join(root, "TestHarness/TestHarness.xcodeproj/xcshareddata/xcschemes/TestHarness.xcscheme")
folder = os.path.join(root, "TestHarness/AutofillTextFieldTests")
text = open(pbx).read()

P = "4A7F0C0000000000000004"
TARGET, CONFIGS, DEBUG, RELEASE = P + "15", P + "18", P + "16", P + "17"
SOURCES, FRAMEWORKS, RESOURCES, PROXY, DEPENDENCY = P + "10", P + "11", P + "12", P + "13", P + "14"
PRODUCT, GROUP = P + "0E", P + "0F"
APP, PROJECT, MAIN_GROUP, PRODUCTS = "4A7F0C00000000000000003C", "4A7F0C00000000000000003D", "4A7F0C000000000000000035", "4A7F0C000000000000000034"


def insert_before(marker, lines):
    global text
    i = text.index(marker)
    text = text[:i] + lines + text[i:]


def add_to_list(owner_id, key, entry):
    """Adds `entry` to the `key = ( … );` list of the object `owner_id`."""
    global text
    start = text.index(f"\n\t\t{owner_id} ")
    k = text.index(f"\t{key} = (\n", start)
    end = text.index("\t\t\t);\n", k)
    if entry.split(" ")[0] in text[k:end]:
        return
    text = text[:end] + f"\t\t\t\t{entry},\n" + text[end:]


def settings(name):
    return f"""		{DEBUG if name == 'Debug' else RELEASE} /* {name} */ = {{
			isa = XCBuildConfiguration;
			buildSettings = {{
				BUNDLE_LOADER = "$(TEST_HOST)";
				CODE_SIGN_STYLE = Automatic;
				CURRENT_PROJECT_VERSION = 1;
				GENERATE_INFOPLIST_FILE = YES;
				IPHONEOS_DEPLOYMENT_TARGET = 16.0;
				MARKETING_VERSION = 1.0;
				PRODUCT_BUNDLE_IDENTIFIER = "org.example.AutofillTextField.AutofillTextFieldTests";
				PRODUCT_NAME = "$(TARGET_NAME)";
				SUPPORTS_MACCATALYST = NO;
				SWIFT_EMIT_LOC_STRINGS = NO;
				SWIFT_VERSION = 6.0;
				TARGETED_DEVICE_FAMILY = "1,2";
				TEST_HOST = "$(BUILT_PRODUCTS_DIR)/TestHarness.app/$(BUNDLE_EXECUTABLE_FOLDER_PATH)/TestHarness";
			}};
			name = {name};
		}};
"""


if TARGET not in text:
    insert_before("/* End PBXContainerItemProxy section */", f"""		{PROXY} /* PBXContainerItemProxy */ = {{
			isa = PBXContainerItemProxy;
			containerPortal = {PROJECT} /* Project object */;
			proxyType = 1;
			remoteGlobalIDString = {APP};
			remoteInfo = TestHarness;
		}};
""")
    insert_before("/* End PBXFileReference section */", f"""		{PRODUCT} /* AutofillTextFieldTests.xctest */ = {{isa = PBXFileReference; explicitFileType = wrapper.cfbundle; includeInIndex = 0; path = AutofillTextFieldTests.xctest; sourceTree = BUILT_PRODUCTS_DIR; }};
""")
    insert_before("/* End PBXFrameworksBuildPhase section */", f"""		{FRAMEWORKS} /* Frameworks */ = {{
			isa = PBXFrameworksBuildPhase;
			buildActionMask = 2147483647;
			files = (
			);
			runOnlyForDeploymentPostprocessing = 0;
		}};
""")
    insert_before("/* End PBXGroup section */", f"""		{GROUP} /* AutofillTextFieldTests */ = {{
			isa = PBXGroup;
			children = (
			);
			path = AutofillTextFieldTests;
			sourceTree = "<group>";
		}};
""")
    insert_before("/* End PBXNativeTarget section */", f"""		{TARGET} /* AutofillTextFieldTests */ = {{
			isa = PBXNativeTarget;
			buildConfigurationList = {CONFIGS} /* Build configuration list for PBXNativeTarget "AutofillTextFieldTests" */;
			buildPhases = (
				{SOURCES} /* Sources */,
				{FRAMEWORKS} /* Frameworks */,
				{RESOURCES} /* Resources */,
			);
			buildRules = (
			);
			dependencies = (
				{DEPENDENCY} /* PBXTargetDependency */,
			);
			name = AutofillTextFieldTests;
			productName = AutofillTextFieldTests;
			productReference = {PRODUCT} /* AutofillTextFieldTests.xctest */;
			productType = "com.apple.product-type.bundle.unit-test";
		}};
""")
    insert_before("/* End PBXResourcesBuildPhase section */", f"""		{RESOURCES} /* Resources */ = {{
			isa = PBXResourcesBuildPhase;
			buildActionMask = 2147483647;
			files = (
			);
			runOnlyForDeploymentPostprocessing = 0;
		}};
""")
    insert_before("/* End PBXSourcesBuildPhase section */", f"""		{SOURCES} /* Sources */ = {{
			isa = PBXSourcesBuildPhase;
			buildActionMask = 2147483647;
			files = (
			);
			runOnlyForDeploymentPostprocessing = 0;
		}};
""")
    insert_before("/* End PBXTargetDependency section */", f"""		{DEPENDENCY} /* PBXTargetDependency */ = {{
			isa = PBXTargetDependency;
			target = {APP} /* TestHarness */;
			targetProxy = {PROXY} /* PBXContainerItemProxy */;
		}};
""")
    insert_before("/* End XCBuildConfiguration section */", settings("Debug") + settings("Release"))
    insert_before("/* End XCConfigurationList section */", f"""		{CONFIGS} /* Build configuration list for PBXNativeTarget "AutofillTextFieldTests" */ = {{
			isa = XCConfigurationList;
			buildConfigurations = (
				{DEBUG} /* Debug */,
				{RELEASE} /* Release */,
			);
			defaultConfigurationIsVisible = 0;
			defaultConfigurationName = Release;
		}};
""")
    add_to_list(MAIN_GROUP, "children", f"{GROUP} /* AutofillTextFieldTests */")
    add_to_list(PRODUCTS, "children", f"{PRODUCT} /* AutofillTextFieldTests.xctest */")
    add_to_list(PROJECT, "targets", f"{TARGET} /* AutofillTextFieldTests */")

# The target's entry in the project's TargetAttributes, one level in (five tabs), closed before
# the dictionary's own closing line (four tabs, anchored at the line's start: a bare search for
# "\t\t\t\t};" also matches the five-tab line closing the first target's entry, and put this
# entry inside it).
attributes = text.index("\t\t\t\tTargetAttributes = {\n")
attributes_end = text.index("\n\t\t\t\t};\n", attributes) + 1
if f"\n\t\t\t\t\t{TARGET} = {{\n" not in text[attributes:attributes_end]:
    text = text[:attributes_end] + f"""					{TARGET} = {{
						CreatedOnToolsVersion = 16.0;
						TestTargetID = {APP};
					}};
""" + text[attributes_end:]


def oid(kind, rel):
    return "4A7F0C" + hashlib.sha1(f"{kind}:{rel}".encode()).hexdigest()[:18].upper()


wanted = set()
swift_files = 0
for dirpath, dirnames, filenames in os.walk(folder):
    dirnames.sort()
    for d in dirnames:
        rel = os.path.relpath(os.path.join(dirpath, d), folder)
        gid = oid("group", rel)
        wanted.add(gid)
        parent = GROUP if os.path.dirname(rel) == "" else oid("group", os.path.dirname(rel))
        if gid not in text:
            insert_before("/* End PBXGroup section */", f"""		{gid} /* {d} */ = {{
			isa = PBXGroup;
			children = (
			);
			path = {d};
			sourceTree = "<group>";
		}};
""")
        add_to_list(parent, "children", f"{gid} /* {d} */")
    for f in sorted(filenames):
        if not f.endswith(".swift"):
            continue
        swift_files += 1
        rel = os.path.relpath(os.path.join(dirpath, f), folder)
        fid, bid = oid("file", rel), oid("build", rel)
        wanted.update([fid, bid])
        parent = GROUP if os.path.dirname(rel) == "" else oid("group", os.path.dirname(rel))
        path = f'"{f}"' if re.search(r"[^A-Za-z0-9_.]", f) else f
        if fid not in text:
            insert_before("/* End PBXFileReference section */", f"""		{fid} /* {f} */ = {{isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = {path}; sourceTree = "<group>"; }};
""")
            insert_before("/* End PBXBuildFile section */", f"""		{bid} /* {f} in Sources */ = {{isa = PBXBuildFile; fileRef = {fid} /* {f} */; }};
""")
        add_to_list(parent, "children", f"{fid} /* {f} */")
        add_to_list(SOURCES, "files", f"{bid} /* {f} in Sources */")

# Drop the one-line entries (file and build-file objects, group children, build phase files)
# of files that are gone: lines that start with a path-derived id no file on disk has. A
# folder's group (several lines) stays, empty, if the folder goes.
kept = []
derived = re.compile(r"^\t+(4A7F0C[0-9A-F]{18}) ")
for line in text.split("\n"):
    m = derived.match(line)
    if m and not m.group(1).startswith("4A7F0C00000000000000") and m.group(1) not in wanted and (
            line.rstrip().endswith("};") or line.rstrip().endswith(",")):
        continue
    kept.append(line)
text = "\n".join(kept)
open(pbx, "w").write(text)

s = open(scheme).read()
ref = f"""            <BuildableReference
               BuildableIdentifier = "primary"
               BlueprintIdentifier = "{TARGET}"
               BuildableName = "AutofillTextFieldTests.xctest"
               BlueprintName = "AutofillTextFieldTests"
               ReferencedContainer = "container:TestHarness.xcodeproj">
            </BuildableReference>
"""
if TARGET not in s:
    s = s.replace("      </BuildActionEntries>", f"""         <BuildActionEntry
            buildForTesting = "YES"
            buildForRunning = "NO"
            buildForProfiling = "NO"
            buildForArchiving = "NO"
            buildForAnalyzing = "NO">
{ref}         </BuildActionEntry>
      </BuildActionEntries>""")
    s = s.replace("      <Testables>\n", f"""      <Testables>
         <TestableReference
            skipped = "NO"
            parallelizable = "NO">
{ref}         </TestableReference>
""")
    open(scheme, "w").write(s)
print(f"sync-hosted-tests: AutofillTextFieldTests compiles {swift_files} Swift files")
